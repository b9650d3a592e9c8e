// 'Auto-Build Your Itinerary' (SPEC.md '/itinerary-builder'): a confirmation; existing activities are kept.
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';

export function AutoBuildDialog({
  open,
  building,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  building: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => (building ? undefined : onOpenChange(o))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Auto-Build Your Itinerary</AlertDialogTitle>
          <AlertDialogDescription>
            This will generate a complete itinerary based on your trip details and preferences. Any existing
            activities you've added will be kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={building}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm onClick={onConfirm} disabled={building}>
            {building && <Loader2 className="animate-spin" aria-hidden="true" />}
            {building ? 'Building...' : 'Build My Itinerary'}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
