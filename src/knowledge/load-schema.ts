// The destination file schema as the loader applies it: the same rules as `destinationFileSchema`, except that
// each distinct hours text is parsed once and its weekly form shared, frozen, by every place that uses it. The
// guide's 9,000 hours texts hold about 2,400 distinct ones, and parsing them was half of the start-up time.
import { z } from 'zod';
import { HoursTextError, parseHoursText } from '../core/hours-text.ts';
import {
  destinationFileSchema,
  type OpeningHours,
  openingHours,
  placeSchema,
  seasonalHoursSchema,
} from '../core/knowledge.ts';

export function createLoadSchema() {
  const parsed = new Map<string, OpeningHours | string>();
  const sharedHours = z.union([
    z.string().transform((text, ctx) => {
      let week = parsed.get(text);
      if (week === undefined) {
        try {
          week = freezeWeek(parseHoursText(text));
        } catch (err) {
          week = err instanceof HoursTextError ? err.message : String(err);
        }
        parsed.set(text, week);
      }
      if (typeof week === 'string') {
        ctx.addIssue({ code: 'custom', message: week });
        return z.NEVER;
      }
      return week;
    }),
    openingHours,
  ]);
  const place = placeSchema.extend({
    hours: sharedHours,
    seasons: z.array(seasonalHoursSchema.extend({ hours: sharedHours })).optional(),
  });
  return destinationFileSchema.extend({ places: z.array(place) });
}

function freezeWeek(week: OpeningHours): OpeningHours {
  for (const ranges of Object.values(week)) {
    for (const range of ranges) Object.freeze(range);
    Object.freeze(ranges);
  }
  return Object.freeze(week);
}
