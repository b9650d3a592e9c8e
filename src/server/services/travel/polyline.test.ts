import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline.ts';

describe('encoded polylines', () => {
  it('decodes the format documentation example', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('round-trips any path at 5 decimals', () => {
    const point = fc.tuple(
      fc.integer({ min: -18_000_000, max: 18_000_000 }).map((n) => n / 1e5),
      fc.integer({ min: -9_000_000, max: 9_000_000 }).map((n) => n / 1e5),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (path) => {
        expect(decodePolyline(encodePolyline(path))).toEqual(path);
      }),
    );
  });

  it('refuses a truncated polyline', () => {
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/truncated/);
  });
});
