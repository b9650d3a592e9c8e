// SPEC.md's 'Auto-Build Your Itinerary', named for what it does to a plan that exists
// (docs/decisions/0024-words-a-traveller-reads.md): the days' free room is filled, every activity is kept.
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
      title="Fill the Free Slots in Your Plan"
      description="Wayfarer adds places that fit your trip details and preferences to the days that still have room, up to your daily activity limit. Everything already in your plan, including activities you added, stays where it is. An empty plan is built in full."
      confirmLabel="Fill Free Slots"
      busyLabel="Filling..."
    />
  );
}
