import { describe, expect, it } from 'vitest';
import { hasSessionHint, signInHref } from './auth.ts';

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

describe('signInHref', () => {
  it('comes back to the page the traveller was on, query included', () => {
    expect(signInHref('/share/abc')).toBe('/auth?returnUrl=%2Fshare%2Fabc');
    expect(signInHref('/about', '?x=1')).toBe('/auth?returnUrl=%2Fabout%3Fx%3D1');
    expect(signInHref('/about', 'x=1')).toBe('/auth?returnUrl=%2Fabout%3Fx%3D1');
  });

  it('needs no way back from the landing page or the sign-in pages', () => {
    expect(signInHref('/')).toBe('/auth');
    expect(signInHref('/auth', 'returnUrl=%2Fabout')).toBe('/auth');
    expect(signInHref('/auth/google')).toBe('/auth');
  });
});
