// The three steps of planning a trip (SPEC.md: 'Trip Details', 'Customize Itinerary', 'Finalize & Export'),
// shown on each of the three pages with the current one marked.
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export const PLANNING_STEPS = ['Trip Details', 'Customize Itinerary', 'Finalize & Export'] as const;

export function StepProgress({ current, className }: { current: 1 | 2 | 3; className?: string }) {
  const percent = (current / PLANNING_STEPS.length) * 100;
  return (
    <nav aria-label="Trip planning progress" className={cn('w-full', className)}>
      <p className="mb-3 text-sm font-medium text-muted-foreground">
        Step {current} of {PLANNING_STEPS.length}
      </p>
      <div className="relative mb-4 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-3 gap-2 text-sm">
        {PLANNING_STEPS.map((label, i) => {
          const step = i + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                i === 1 && 'justify-center',
                i === 2 && 'justify-end',
                active ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary text-primary',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-4" /> : step}
              </span>
              <span>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
