// The builder's actions (SPEC.md '/itinerary-builder': Save Plan, My Plans, Email, Share, Auto-Build, New Plan) as
// one compact row above the day's plan. On a phone only Save Plan and Share stay out; the others are in the
// "More actions" menu, so the row never wraps above the plan.
import { Ellipsis, FolderOpen, Loader2, Mail, RefreshCw, Save, Share2, Wand2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';

export interface ItineraryActionsProps {
  saving: boolean;
  onSave: () => void;
  onOpenPlans: () => void;
  onEmail: () => void;
  onShare: () => void;
  onAutoBuild: () => void;
  onRegenerate: () => void;
}

interface SecondaryAction {
  label: string;
  icon: ReactNode;
  run: () => void;
}

export function ItineraryActions({
  saving,
  onSave,
  onOpenPlans,
  onEmail,
  onShare,
  onAutoBuild,
  onRegenerate,
}: ItineraryActionsProps) {
  // Shown as buttons from 640 px; in the menu below that.
  const secondary: SecondaryAction[] = [
    { label: 'My Plans', icon: <FolderOpen aria-hidden="true" />, run: onOpenPlans },
    { label: 'Email', icon: <Mail aria-hidden="true" />, run: onEmail },
    { label: 'Auto-Build', icon: <Wand2 aria-hidden="true" />, run: onAutoBuild },
    { label: 'New Plan', icon: <RefreshCw aria-hidden="true" />, run: onRegenerate },
  ];
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">Itinerary actions</legend>
      <Button onClick={onSave} disabled={saving} size="sm">
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {saving ? 'Saving...' : 'Save Plan'}
      </Button>
      <Button variant="outline" size="sm" onClick={onShare}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {secondary.map((action) => (
        <Button key={action.label} variant="outline" size="sm" onClick={action.run} className="max-sm:hidden">
          {action.icon}
          {action.label}
        </Button>
      ))}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="sm:hidden" aria-label="More actions">
            <Ellipsis aria-hidden="true" />
            More
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {secondary.map((action, i) => (
            <Fragment key={action.label}>
              {i === 2 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuItem onSelect={action.run}>
                {action.icon}
                {action.label}
              </DropdownMenuItem>
            </Fragment>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </fieldset>
  );
}
