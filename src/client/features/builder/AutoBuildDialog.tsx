// 'Auto-Build Your Itinerary' (SPEC.md '/itinerary-builder'): a confirmation; existing activities are kept.
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

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
    <ConfirmDialog
      open={open}
      busy={building}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Auto-Build Your Itinerary"
      description="This will generate a complete itinerary based on your trip details and preferences. Any existing activities you've added will be kept."
      confirmLabel="Build My Itinerary"
      busyLabel="Building..."
    />
  );
}
