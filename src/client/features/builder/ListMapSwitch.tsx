// On a phone the day's plan and its map take turns: this two-button switch sits in the sticky day strip, so the
// map is always one tap away. Hidden from 1024 px, where the map stands beside the plan.
import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type PlanView = 'list' | 'map';

const OPTIONS: { value: PlanView; label: string; icon: React.ReactNode }[] = [
  { value: 'list', label: 'List', icon: <List aria-hidden="true" /> },
  { value: 'map', label: 'Map', icon: <MapIcon aria-hidden="true" /> },
];

export function ListMapSwitch({ view, onChange }: { view: PlanView; onChange: (view: PlanView) => void }) {
  return (
    <fieldset className="flex min-w-0 shrink-0 rounded-md border bg-card p-0.5 lg:hidden">
      <legend className="sr-only">Show the day as</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-[calc(var(--radius)-4px)] px-3 text-sm font-medium transition-colors [&_svg]:size-4',
            view === option.value ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
          )}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
