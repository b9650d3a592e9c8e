// Asked before a new plan takes the working plan's place while that plan holds unsaved work: save it first,
// replace it anyway, or cancel. Nothing is lost without the traveller saying so.
import { Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTripStore } from '../../lib/trip-store.ts';
import { useSaveCurrentPlan } from './use-save-current.ts';

export function ReplacePlanDialog({
  open,
  onOpenChange,
  next,
  onReplace,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is about to replace the plan ("a trip to Naples"). */
  next: string;
  /** Goes ahead: the working plan is replaced. */
  onReplace: () => void;
}) {
  const { save } = useSaveCurrentPlan();
  const [saving, setSaving] = useState(false);
  const current = useTripStore((s) => s.tripDetails?.destination);

  const saveThenReplace = async () => {
    setSaving(true);
    try {
      // Saving failed (it toasts why): the plan stays, and so does the question.
      if (await save()) onReplace();
    } finally {
      setSaving(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(o) => (saving ? undefined : onOpenChange(o))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Save your current plan first?</AlertDialogTitle>
          <AlertDialogDescription>
            Your plan{current ? ` for ${current}` : ''} has changes that are not in your saved plans. Planning{' '}
            {next} replaces it. Save it to keep it in My Plans, or replace it without saving.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={saving}>Cancel</AlertDialogCancel>
          <Button variant="outline" disabled={saving} onClick={onReplace}>
            Replace without saving
          </Button>
          <Button disabled={saving} onClick={() => void saveThenReplace()}>
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving...' : 'Save and continue'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
