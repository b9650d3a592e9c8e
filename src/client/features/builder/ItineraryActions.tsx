// The left column 'Itinerary Actions' (SPEC.md '/itinerary-builder'): Save Plan, My Plans and Email, with Share and
// the two ways to have a plan made: Fill Free Slots (adds to days with room, keeps everything) and New Plan
// (replaces every day), each saying what it does to the plan that is there.
import { FolderOpen, Loader2, Mail, RefreshCw, Save, Share2, Wand2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

export function ItineraryActions({
  saving,
  onSave,
  onOpenPlans,
  onEmail,
  onShare,
  onAutoBuild,
  onRegenerate,
}: {
  saving: boolean;
  onSave: () => void;
  onOpenPlans: () => void;
  onEmail: () => void;
  onShare: () => void;
  onAutoBuild: () => void;
  onRegenerate: () => void;
}) {
  return (
    <section aria-labelledby="itinerary-actions" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="itinerary-actions" className="mb-3 font-semibold">
        Itinerary Actions
      </h2>
      <div className="grid gap-2">
        <Button onClick={onSave} disabled={saving} className="justify-start">
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Plan'}
        </Button>
        <Button variant="outline" onClick={onOpenPlans} className="justify-start">
          <FolderOpen aria-hidden="true" />
          My Plans
        </Button>
        <Button variant="outline" onClick={onEmail} className="justify-start">
          <Mail aria-hidden="true" />
          Email
        </Button>
        <Button variant="outline" onClick={onShare} className="justify-start">
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button
          variant="outline"
          onClick={onAutoBuild}
          className="justify-start"
          aria-describedby="fill-free-slots-hint"
        >
          <Wand2 aria-hidden="true" />
          Fill Free Slots
        </Button>
        <Button
          variant="outline"
          onClick={onRegenerate}
          className="justify-start"
          aria-describedby="new-plan-hint"
        >
          <RefreshCw aria-hidden="true" />
          New Plan
        </Button>
      </div>
      <ul className="mt-3 grid gap-1 text-xs text-muted-foreground">
        <li id="fill-free-slots-hint">
          <span className="font-medium text-foreground">Fill Free Slots</span> adds places to days that have
          room and keeps everything already planned.
        </li>
        <li id="new-plan-hint">
          <span className="font-medium text-foreground">New Plan</span> replaces every day with a different
          plan.
        </li>
      </ul>
    </section>
  );
}
