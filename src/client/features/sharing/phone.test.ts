import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, phoneProblem, smsText } from './phone.ts';

describe('phoneProblem', () => {
  it('accepts numbers written with spaces, +, - and parentheses', () => {
    for (const p of ['+39 06 1234 5678', '(555) 123-4567', '0612345', ' 123456 ']) {
      expect(phoneProblem(p), p).toBeNull();
    }
  });
  it('rejects blanks, letters and numbers with fewer than 6 digits', () => {
    for (const p of ['', '   ', 'call me', '12345', '+1 (23) 4-5', '555-CALL-NOW', '123456;789']) {
      expect(phoneProblem(p), p).toBe(PHONE_MESSAGE);
    }
  });
});

describe('smsText', () => {
  it('names the trip and carries the link', () => {
    expect(smsText(' Rome, Italy ', 'https://x.test/share/abc')).toBe(
      'My itinerary for Rome, Italy: https://x.test/share/abc',
    );
  });
});
