import { describe, expect, it } from 'vitest';
import { highlightedPlaces, namesPlace } from './highlights.ts';
import { makePlace } from './test-fixtures.ts';

describe('highlights', () => {
  it('recognises a place named in a phrase by its distinctive words', () => {
    expect(namesPlace('Ride to the top of the Eiffel Tower at dusk', 'Eiffel Tower')).toBe(true);
    expect(namesPlace('See the Mona Lisa and Winged Victory at the Louvre', 'Louvre Museum')).toBe(true);
    expect(namesPlace('Walk the torii tunnels of Fushimi Inari', 'Fushimi Inari Taisha')).toBe(true);
    expect(namesPlace('Watch the sunset from Sacré-Coeur', 'Sacré-Cœur')).toBe(true);
    expect(namesPlace('Tapas along the Calle de Cava Baja', 'Cava Baja')).toBe(true);
    expect(namesPlace('Cross Tower Bridge at night', 'Tower Bridge')).toBe(true);
  });

  it('does not match on generic words alone', () => {
    expect(namesPlace('Visit the National Museum', 'National Museum of Anthropology')).toBe(false);
    expect(namesPlace('Stroll through the park', 'Central Park')).toBe(false);
    expect(namesPlace('Shop the covered food market stalls of the Marais', 'Marché des Enfants Rouges')).toBe(
      false,
    );
  });

  it('collects the global ids of the named places', () => {
    const places = ['eiffel-tower', 'louvre', 'arc'].map((id) => ({
      ...makePlace({
        id,
        name: id === 'louvre' ? 'Louvre Museum' : id === 'arc' ? 'Arc de Triomphe' : 'Eiffel Tower',
      }),
      gid: `paris/${id}`,
    }));
    expect([...highlightedPlaces(['Ride up the Eiffel Tower', 'Louvre by night'], places)].sort()).toEqual([
      'paris/eiffel-tower',
      'paris/louvre',
    ]);
  });
});
