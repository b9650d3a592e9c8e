import { describe, expect, it } from 'vitest';
import { destinationFileSchema } from '../core/knowledge.ts';
import { createLoadSchema } from './load-schema.ts';
import { alwaysOpen, makeFile, makePlace } from './test-fixtures.ts';

const file = (hours: unknown[]) =>
  makeFile(
    { id: 'lyon' },
    hours.map((h, i) => ({ ...makePlace({ id: `place-${i}` }), hours: h }) as ReturnType<typeof makePlace>),
  );

describe('createLoadSchema', () => {
  it('reads hours as the shared schema does, text or weekly form', () => {
    const data = file(['Tu-Su 09:30-17:30; Mo off', alwaysOpen(), 'Fr,Sa 22:00-04:00']);
    const loaded = createLoadSchema().parse(data);
    expect(loaded).toEqual(destinationFileSchema.parse(data));
    expect(loaded.places[2]!.hours.fri).toEqual([['22:00', '28:00']]);
  });

  it('parses each distinct text once and shares its frozen weekly form', () => {
    const loaded = createLoadSchema().parse(
      file(['Mo-Fr 09:00-17:00', 'Mo-Fr 09:00-17:00', 'Sa 10:00-12:00']),
    );
    const [a, b, c] = loaded.places.map((p) => p.hours);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(Object.isFrozen(a) && Object.isFrozen(a!.mon) && Object.isFrozen(a!.mon[0])).toBe(true);
  });

  it('refuses bad hours text every time it appears, and unknown keys as the shared schema does', () => {
    const bad = file(['Mo-Xx 10:00-12:00', 'Mo-Xx 10:00-12:00']);
    const result = createLoadSchema().safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['places.0.hours', 'places.1.hours']);
    const extra = { ...file(['24/7']), extra: 1 };
    expect(createLoadSchema().safeParse(extra).success).toBe(false);
  });
});
