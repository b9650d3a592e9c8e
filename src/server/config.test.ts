// The settings this file reads for mail and contact: defaults that fit the deployment, and clear refusals.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('sends mail as Wayfarer from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).mailFrom).toBe('Wayfarer <no-reply@localhost>');
    expect(loadConfig({ PUBLIC_URL: 'https://trips.example.org/' }).mailFrom).toBe(
      'Wayfarer <no-reply@trips.example.org>',
    );
    expect(loadConfig({ MAIL_FROM: 'Trips Team <team@example.org>' }).mailFrom).toBe(
      'Trips Team <team@example.org>',
    );
    expect(loadConfig({ MAIL_FROM: 'team@example.org' }).mailFrom).toBe('team@example.org');
    expect(() => loadConfig({ MAIL_FROM: 'Wayfarer' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'Wayfarer' })).toThrow(/MAIL_FROM/);
  });

  it('takes the contact address from CONTACT_EMAIL, and none by default', () => {
    expect(loadConfig({}).contactEmail).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: ' help@trips.example.org ' }).contactEmail).toBe(
      'help@trips.example.org',
    );
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
  });
});
