import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './auth.ts';

describe('safeReturnUrl', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeReturnUrl('/trip-details')).toBe('/trip-details');
    expect(safeReturnUrl('/itinerary-builder?showSaved=true#x')).toBe('/itinerary-builder?showSaved=true#x');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    ' /x',
  ])('sends %j to /', (value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });

  it('never returns anything that leaves the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const out = safeReturnUrl(value);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(new URL(out, 'https://site.example').origin).toBe('https://site.example');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
