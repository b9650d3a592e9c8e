// The credits the plan's data requires, shown wherever a plan is shown: places from OpenStreetMap (ODbL asks for
// "© OpenStreetMap contributors" with a link to its copyright page). Read from the activities themselves, so a
// saved or shared plan keeps its credits.
import type { Activity } from '../../core/activity.ts';
import { usesOpenStreetMap } from '../../core/export/credits.ts';
import { cn } from '../lib/cn.ts';

export function DataCredits({
  activities,
  className,
}: {
  activities: readonly Pick<Activity, 'sourceLabel'>[];
  className?: string;
}) {
  if (!usesOpenStreetMap([{ activities }])) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      Places and opening hours: ©{' '}
      <a
        href="https://www.openstreetmap.org/copyright"
        target="_blank"
        rel="noopener noreferrer"
        className="underline hover:text-foreground"
      >
        OpenStreetMap contributors
      </a>
      , with facts from Wikidata.
    </p>
  );
}
