import { describe, expect, it } from 'vitest';
import { originOf, originsInStyle } from './style-origins.ts';

describe('the origins a map style names', () => {
  it('reads sources (TileJSON, tiles, PMTiles archives, GeoJSON), glyphs and sprites, relative ones too', () => {
    const style = {
      version: 8,
      sources: {
        streets: { type: 'vector', url: 'https://tiles.example.org/planet' },
        archive: { type: 'vector', url: 'pmtiles://https://files.example.net/city.pmtiles' },
        shade: { type: 'raster', tiles: ['https://a.raster.example.com/{z}/{x}/{y}.png'] },
        points: { type: 'geojson', data: '/data/points.geojson' },
        inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      glyphs: 'https://fonts.example.org/{fontstack}/{range}.pbf',
      sprite: [{ id: 'default', url: 'https://sprites.example.org/s' }],
      layers: [],
    };
    const found = originsInStyle(style, 'https://styles.example.org/styles/streets.json');
    expect(found.origins.sort()).toEqual(
      [
        'https://tiles.example.org',
        'https://files.example.net',
        'https://a.raster.example.com',
        'https://styles.example.org',
        'https://fonts.example.org',
        'https://sprites.example.org',
      ].sort(),
    );
    // Only the http(s) source URL is a TileJSON document to read next; the PMTiles archive is read by the browser.
    expect(found.tileJson).toEqual(['https://tiles.example.org/planet']);
  });

  it('ignores what is not an http(s) address', () => {
    expect(originOf('mapbox://styles/x')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originsInStyle(null, 'https://x.example').origins).toEqual([]);
  });
});
