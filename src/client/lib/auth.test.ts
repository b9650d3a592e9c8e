import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './auth.ts';

describe('hasSessionHint', () => {
  it('finds the signed-in cookie among others, in any position', () => {
    expect(hasSessionHint('wf_signed_in=1')).toBe(true);
    expect(hasSessionHint('theme=dark; wf_signed_in=1')).toBe(true);
    expect(hasSessionHint('wf_signed_in=1;other=2')).toBe(true);
  });

  it('is false without it, and not fooled by similar names', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('theme=dark')).toBe(false);
    expect(hasSessionHint('xwf_signed_in=1; wf_signed_in_old=1')).toBe(false);
  });
});
