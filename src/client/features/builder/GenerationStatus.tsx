// What the page says about building the plan: the planner's notice (where its places came from, when that is not
// what the traveller would expect), a destination it has no real data for, and a failed build.
import { AlertTriangle, Info, RotateCcw, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { GenerationProblem } from './use-plan-generation.ts';

export function PlanNotice({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">{notice}</p>
      <Button variant="ghost" size="icon" className="size-7" onClick={onDismiss} aria-label="Dismiss notice">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

export function GenerationProblemPanel({
  problem,
  onRetry,
  onStartFresh,
}: {
  problem: GenerationProblem;
  onRetry: () => void;
  onStartFresh: () => void;
}) {
  return (
    <section
      aria-labelledby="generation-problem"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 bg-card p-5 shadow-sm"
    >
      <h2 id="generation-problem" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        {problem.kind === 'unavailable'
          ? 'We cannot plan this destination yet'
          : 'Your itinerary could not be built'}
      </h2>
      <p className="text-sm text-muted-foreground">
        {problem.kind === 'unavailable'
          ? problem.message
          : 'There was an error generating your itinerary. Please try again, or add activities of your own below.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {problem.kind === 'failed' && (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        )}
        <Button variant={problem.kind === 'failed' ? 'outline' : 'default'} onClick={onStartFresh}>
          Start Fresh
        </Button>
      </div>
    </section>
  );
}
