import { Star } from 'lucide-react';
import { POPULARITY_STARS, type PopularityLevel } from '../../../core/constants.ts';
import { cn } from '../../lib/cn.ts';

const MAX_STARS = 3;

/** High = 3 stars, Medium = 2, Low = 1, anything else 'Unknown' (SPEC.md section 2). */
export function PopularityStars({ level }: { level: string }) {
  const stars = POPULARITY_STARS[level as PopularityLevel];
  if (!stars) {
    return (
      <p className="text-sm text-muted-foreground">
        <span className="sr-only">Popularity: </span>Unknown
      </p>
    );
  }
  const label = `${stars} of ${MAX_STARS} stars: ${level} popularity`;
  return (
    <div className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <span role="img" aria-label={label} className="flex">
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            className={cn('size-4', i < stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
          />
        ))}
      </span>
      <span aria-hidden="true">{level} popularity</span>
    </div>
  );
}
