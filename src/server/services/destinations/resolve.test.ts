import { describe, expect, it } from 'vitest';
import { getKnowledgeBase, searchPlaces } from '../../../knowledge/index.ts';
import { resolveDestination } from './resolve.ts';

const kb = getKnowledgeBase();
const place = (query: string) => {
  const p = searchPlaces(query)[0]!;
  return { id: p.id, name: p.name, formatted: p.formatted, lat: p.lat, lng: p.lng, timeZone: p.timeZone };
};

describe('resolveDestination', () => {
  it('maps a chosen gazetteer place to its knowledge-base destination', () => {
    const r = resolveDestination(kb, {
      destination: 'Paris, Île-de-France, France',
      destinationPlace: place('paris'),
    });
    expect(r.kind).toBe('knowledge');
    if (r.kind === 'knowledge') expect(r.destination.id).toBe('paris');
  });

  it('treats a district close to a destination as that destination', () => {
    const r = resolveDestination(kb, {
      destination: 'Shibuya',
      destinationPlace: { ...place('tokyo'), id: '1' },
    });
    expect(r.kind === 'knowledge' && r.destination.id).toBe('tokyo');
  });

  it('keeps a real place without a pack as itself, never a neighbour in the same country', () => {
    const r = resolveDestination(kb, {
      destination: 'Clermont-Ferrand',
      destinationPlace: place('clermont-ferrand'),
    });
    expect(r).toMatchObject({ kind: 'place', name: expect.stringContaining('Clermont-Ferrand') });
    const text = resolveDestination(kb, { destination: 'Clermont-Ferrand, France' });
    expect(text).toMatchObject({ kind: 'place', name: expect.stringContaining('Clermont-Ferrand') });
  });

  it('resolves plain text through the gazetteer, honouring the country after a comma', () => {
    expect(resolveDestination(kb, { destination: 'Rome' })).toMatchObject({ kind: 'knowledge' });
    const texas = resolveDestination(kb, { destination: 'Paris, Texas' });
    expect(texas.kind).toBe('place');
  });

  it('resolves an expedition region by its own id', () => {
    const r = resolveDestination(kb, {
      destination: 'Antarctic Peninsula',
      destinationPlace: {
        id: 'antarctic-peninsula',
        name: 'Antarctic Peninsula',
        formatted: 'Antarctic Peninsula',
        lat: -64.7,
        lng: -62.9,
      },
    });
    expect(r.kind === 'knowledge' && r.destination.continent).toBe('antarctica');
  });

  it('keeps a town near a guide city as itself, with the guide that can serve it', () => {
    const r = resolveDestination(kb, { destination: 'Sintra', destinationPlace: place('sintra') });
    expect(r.kind).toBe('place');
    if (r.kind !== 'place') return;
    expect(r.nearGuide?.destination.id).toBe('lisbon');
    expect(r.nearGuide?.km).toBeGreaterThan(15);
    expect(r.nearGuide?.km).toBeLessThan(30);
    expect(r.population).toBeGreaterThan(10_000);
  });

  it('never takes another country for the one named after a comma', () => {
    expect(resolveDestination(kb, { destination: 'Queenstown, New Zealand' }).kind).toBe('unknown');
    expect(resolveDestination(kb, { destination: 'Queenstown, South Africa' })).toMatchObject({
      kind: 'place',
    });
  });

  it('says when it cannot locate the text', () => {
    expect(resolveDestination(kb, { destination: 'Qwxzzy Plateau' }).kind).toBe('unknown');
  });
});
