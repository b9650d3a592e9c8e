// 'New Plan': replaces the whole itinerary with another plan (a new seed), after a confirmation, since the
// traveller's own changes go with it. Fill Free Slots is the way to keep them.
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

export function RegenerateDialog({
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Replace your itinerary?"
      description="A new plan with other places replaces every day, including activities you added or changed. To keep them, use Fill Free Slots instead."
      confirmLabel="Replace Plan"
      busyLabel="Building..."
      destructive
    />
  );
}
