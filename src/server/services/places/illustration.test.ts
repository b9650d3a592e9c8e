import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../../core/knowledge.ts';
import { placeIllustration, themeForCategory } from './illustration.ts';

describe('place illustrations', () => {
  it('are deterministic, named, labelled as illustrations, and differ by place', () => {
    const a = placeIllustration('Louvre Museum', 'museum');
    expect(placeIllustration('Louvre Museum', 'museum')).toBe(a);
    expect(a).toContain('<title>Illustration of Louvre Museum</title>');
    expect(a).toContain('>Louvre Museum<');
    expect(a).toContain('>Illustration<');
    expect(placeIllustration('Musée d’Orsay', 'museum')).not.toBe(a);
    expect(placeIllustration('Louvre Museum', 'park')).not.toBe(a);
  });

  it('have a motif for every knowledge-base category', () => {
    for (const category of PLACE_CATEGORIES) {
      const theme = themeForCategory(category);
      expect(theme, category).not.toBe('generic');
      expect(placeIllustration('Somewhere', theme)).toMatch(/^<svg [^>]*viewBox="0 0 800 500"/);
    }
  });

  it('escape names and shorten long ones to two lines', () => {
    const svg = placeIllustration('A & B <Bar> "Quoted"', 'nightlife');
    expect(svg).not.toMatch(/<Bar>/);
    expect(svg).toContain('A &amp; B &lt;Bar&gt; &quot;Quoted&quot;');
    const long = placeIllustration(
      'The Very Long Name Of A Place That Goes On And On Forever And Ever',
      'landmark',
    );
    expect(long.match(/font-size="30"/g)).toHaveLength(2);
    expect(long).toContain('…');
  });
});
