// Dated closures (a place's `closures`) that time has overtaken, for the maintainer: a renovation over is deleted,
// a place closed for good since a past date is taken out of the guide. Read against a given day, so that the
// knowledge checks in the tests never change with the calendar; scripts/check-knowledge.ts passes today.
import type { Place } from '../core/knowledge.ts';

export function staleClosures(places: readonly Pick<Place, 'id' | 'closures'>[], today: string): string[] {
  const out: string[] = [];
  for (const place of places)
    for (const c of place.closures ?? []) {
      if (c.until && c.until < today)
        out.push(`${place.id}: the closure ${c.from} to ${c.until} (${c.reason}) is over: delete it`);
      else if (!c.until && c.from <= today)
        out.push(
          `${place.id}: closed for good since ${c.from} (${c.reason}): take the place out of the guide`,
        );
    }
  return out;
}
