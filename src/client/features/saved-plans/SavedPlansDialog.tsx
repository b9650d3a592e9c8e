// 'My Saved Travel Plans' (SPEC.md '/itinerary-builder'): the saved plans in a 400 px list, each 'Trip to
// {destination}' with its dates, loaded or deleted (after a confirmation) from here; the empty state offers to save
// the current plan or start a new one. Loading into the builder is the page's (onLoad).
import { CalendarDays, FolderOpen, Loader2, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SavedPlan } from '../../../core/api/itineraries.ts';
import { totalActivities } from '../../../core/itinerary.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDeletePlan, useSavedPlans } from './api.ts';

export const SAVED_PLANS_LIST_HEIGHT = 400;

function EmptyState({
  onAddCurrent,
  addingCurrent,
  onCreateNew,
}: {
  onAddCurrent: () => void;
  addingCurrent: boolean;
  onCreateNew: () => void;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No Saved Itineraries</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Plans you save appear here, so you can come back to them on any device.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAddCurrent} disabled={addingCurrent}>
          {addingCurrent ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {addingCurrent ? 'Saving...' : 'Add Current Plan to Collection'}
        </Button>
        <Button variant="outline" onClick={onCreateNew}>
          Create New Itinerary
        </Button>
      </div>
    </div>
  );
}

function PlanRow({
  plan,
  current,
  onLoad,
  onDelete,
}: {
  plan: SavedPlan;
  current: boolean;
  onLoad: () => void;
  onDelete: () => void;
}) {
  const count = totalActivities(plan.days);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-background p-3">
      <div className="min-w-0">
        <h3 className="font-semibold">
          {plan.name}
          {current && (
            <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              Current plan
            </span>
          )}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {plan.date}
          <span aria-hidden="true"> · </span>
          {count} {count === 1 ? 'activity' : 'activities'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onLoad}>
          Load<span className="sr-only"> {plan.name}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {plan.name}</span>
        </Button>
      </div>
    </li>
  );
}

function ConfirmDelete({
  plan,
  onOpenChange,
}: {
  plan: SavedPlan | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePlan();
  const confirm = () => {
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: (res) => {
        toast({
          title: 'Itinerary deleted',
          description: `${res.name || plan.name} has been permanently deleted.`,
          duration: 3000,
        });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: 'Error deleting itinerary',
          description: errorMessage(err, 'Failed to delete itinerary. Please try again.'),
          variant: 'destructive',
          duration: 5000,
        }),
    });
  };
  return (
    <ConfirmDialog
      open={plan !== null}
      busy={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      title="Delete this plan?"
      description={
        <>
          {plan?.name} ({plan?.date}) will be permanently deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
    />
  );
}

export function SavedPlansDialog({
  open,
  onOpenChange,
  currentPlanId,
  onLoad,
  onAddCurrent,
  addingCurrent,
  onCreateNew,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlanId: string | null;
  onLoad: (plan: SavedPlan) => void;
  onAddCurrent: () => void;
  addingCurrent: boolean;
  onCreateNew: () => void;
}) {
  const plans = useSavedPlans({ enabled: open });
  const [toDelete, setToDelete] = useState<SavedPlan | null>(null);
  const failedAt = plans.isError ? plans.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) {
      toast({
        title: 'Error loading saved plans',
        description: 'Could not retrieve your saved travel plans.',
        variant: 'destructive',
      });
    }
  }, [failedAt]);
  // SPEC.md section 8: on failure the list is set empty.
  const list = plans.isError ? [] : (plans.data ?? []);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>My Saved Travel Plans</DialogTitle>
            <DialogDescription>
              Load a saved plan to keep working on it, or delete plans you no longer need.
            </DialogDescription>
          </DialogHeader>
          <section
            aria-label="Saved plans"
            aria-busy={plans.isLoading}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus so keyboards can scroll it
            tabIndex={0}
            style={{ height: SAVED_PLANS_LIST_HEIGHT }}
            className="overflow-y-auto rounded-md border bg-muted/30 p-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {plans.isLoading ? (
              <Spinner label="Loading saved plans" className="h-full" />
            ) : list.length === 0 ? (
              <EmptyState
                onAddCurrent={onAddCurrent}
                addingCurrent={addingCurrent}
                onCreateNew={onCreateNew}
              />
            ) : (
              <ul className="grid gap-2">
                {list.map((plan) => (
                  <PlanRow
                    key={plan.id}
                    plan={plan}
                    current={plan.id === currentPlanId}
                    onLoad={() => onLoad(plan)}
                    onDelete={() => setToDelete(plan)}
                  />
                ))}
              </ul>
            )}
          </section>
          <DialogFooter>
            {plans.isError && (
              <Button variant="ghost" onClick={() => void plans.refetch()}>
                Try again
              </Button>
            )}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDelete plan={toDelete} onOpenChange={(o) => !o && setToDelete(null)} />
    </>
  );
}
