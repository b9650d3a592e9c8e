// What is wrong with an activity's place in the day, in words, with its one-click fix where one exists.
import { TriangleAlert } from 'lucide-react';
import type { Conflict, FixAction } from '../../../planner/retime/index.ts';
import { Button } from '../../components/ui/button.tsx';

export function ConflictNotice({
  conflict,
  title,
  onFix,
}: {
  conflict: Conflict;
  /** The activity's title, for the fix button's accessible name. */
  title: string;
  onFix?: (action: FixAction) => void;
}) {
  return (
    <div
      className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-red-300 bg-red-50 px-2 py-1 text-xs text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      data-conflict={conflict.kind}
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="sr-only">Conflict: </span>
        {conflict.message}
      </span>
      {conflict.fix && onFix && (
        <Button
          size="sm"
          variant="outline"
          className="h-7 border-red-300 bg-white px-2 text-xs text-red-950 hover:bg-red-100 dark:border-red-800 dark:bg-red-900 dark:text-red-50"
          onClick={() => onFix(conflict.fix!.action)}
        >
          {conflict.fix.label}
          <span className="sr-only"> ({title})</span>
        </Button>
      )}
    </div>
  );
}
