// The left column 'Itinerary Actions' (SPEC.md '/itinerary-builder'): Save Plan, My Plans and Email, with Share and
// Auto-Build and New Plan beside them.
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
        <Button variant="outline" onClick={onAutoBuild} className="justify-start">
          <Wand2 aria-hidden="true" />
          Auto-Build
        </Button>
        <Button variant="outline" onClick={onRegenerate} className="justify-start">
          <RefreshCw aria-hidden="true" />
          New Plan
        </Button>
      </div>
    </section>
  );
}
