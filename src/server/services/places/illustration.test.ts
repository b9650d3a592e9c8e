import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../../core/knowledge.ts';
import { captionLayout, placeIllustration, themeForCategory, themeForPlace } from './illustration.ts';

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

  it('escape names, and wrap long ones onto up to three lines, smaller rather than cut', () => {
    const svg = placeIllustration('A & B <Bar> "Quoted"', 'nightlife');
    expect(svg).not.toMatch(/<Bar>/);
    expect(svg).toContain('A &amp; B &lt;Bar&gt; &quot;Quoted&quot;');
    const name =
      'The Very Long Name Of A Place That Goes On And On Forever And Ever, Past Any Two Lines Of Text, And Then Past A Third One Too, Which Is Rare';
    const long = placeIllustration(name, 'landmark');
    expect(long).not.toContain('…');
    const shown = [...long.matchAll(/font-weight="700" fill="#ffffff">([^<]*)</g)].map((m) => m[1]);
    expect(shown.join(' ')).toBe(name);
    expect(shown.length).toBeLessThanOrEqual(3);
    const { size } = captionLayout(name);
    expect(size).toBeLessThan(30);
    // Every line fits the caption's width at its size.
    for (const line of shown) expect(line!.length * size * 0.55).toBeLessThanOrEqual(720);
  });

  it('square pictures (card thumbnails) show the scene without a caption, still labelled as illustrations', () => {
    const svg = placeIllustration('Sainte-Chapelle', 'church', 'square');
    expect(svg).toMatch(/viewBox="200 0 500 500"/);
    expect(svg).not.toContain('>Sainte-Chapelle<');
    expect(svg).toContain('>Illustration<');
    expect(svg).toContain('<title>Illustration of Sainte-Chapelle</title>');
    expect(placeIllustration('Kraków', 'city', 'banner')).toMatch(/viewBox="0 50 800 400"/);
  });

  it('draw sacred places for their own faith and culture, and a plain hall when the name does not tell', () => {
    const cases: [string, string, string, string][] = [
      ['Tōdai-ji', 'JP', 'religious', 'east-asian-temple'],
      ['Kiyomizu-dera', 'JP', 'religious', 'east-asian-temple'],
      ['Fushimi Inari Taisha', 'JP', 'religious', 'shinto'],
      ['Kibune Shrine', 'JP', 'religious', 'shinto'],
      ['Temple of Heaven', 'CN', 'landmark', 'east-asian-temple'],
      ['Wat Pho', 'TH', 'religious', 'stupa'],
      ['Moti Dungri Ganesh Temple', 'IN', 'religious', 'hindu-temple'],
      ['Blue Mosque (Sultan Ahmed Mosque)', 'TR', 'religious', 'mosque'],
      ["Great Mosque of Xi'an", 'CN', 'religious', 'mosque'],
      ['Dohány Street Synagogue', 'HU', 'religious', 'synagogue'],
      ['Sainte-Chapelle', 'FR', 'religious', 'church'],
      ['Sacré-Cœur', 'FR', 'religious', 'church'],
      ['Notre-Dame Cathedral Basilica of Saigon', 'VN', 'religious', 'church'],
      ['Hagia Sophia', 'TR', 'religious', 'religious'],
      ['Catacombs of San Callisto', 'IT', 'religious', 'religious'],
      ['Panthéon', 'FR', 'landmark', 'classical'],
      ['Pantheon', 'IT', 'landmark', 'classical'],
      ['Tower Bridge', 'GB', 'landmark', 'bridge'],
      ["Campo de' Fiori", 'IT', 'neighbourhood', 'market'],
      ['Time Out Market Lisboa', 'PT', 'restaurant', 'market'],
    ];
    for (const [name, countryCode, category, theme] of cases) {
      expect(themeForPlace({ name, countryCode, category }), name).toBe(theme);
    }
    // Only the church carries a cross, only the mosque a crescent, only the synagogue a star.
    const cross = /width="6" height="34"/;
    expect(placeIllustration('X', 'church')).toMatch(cross);
    for (const theme of [
      'religious',
      'east-asian-temple',
      'shinto',
      'stupa',
      'hindu-temple',
      'mosque',
      'synagogue',
    ] as const) {
      expect(placeIllustration('X', theme), theme).not.toMatch(cross);
    }
  });
});
