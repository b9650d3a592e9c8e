// The builder's actions (SPEC.md '/itinerary-builder': Save Plan, My Plans, Email, Share, and the two ways to have a
// plan made: Fill Free Slots, which adds to days with room and keeps everything, and New Plan, which replaces every
// day, each saying what it does to the plan that is there) as one compact row above the day's plan. On a phone only
// Save Plan and Share stay out; the others are in the "More actions" menu, so the row never wraps above the plan.
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
  /** What it does to the plan that is there, said beside it. */
  hint?: { id: string; text: string };
}

const FILL_HINT = 'adds places to days that have room and keeps everything already planned.';
const NEW_PLAN_HINT = 'replaces every day with a different plan.';

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
    {
      label: 'Fill Free Slots',
      icon: <Wand2 aria-hidden="true" />,
      run: onAutoBuild,
      hint: { id: 'fill-free-slots-hint', text: FILL_HINT },
    },
    {
      label: 'New Plan',
      icon: <RefreshCw aria-hidden="true" />,
      run: onRegenerate,
      hint: { id: 'new-plan-hint', text: NEW_PLAN_HINT },
    },
  ];
  return (
    <div className="grid gap-1.5">
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
          <Button
            key={action.label}
            variant="outline"
            size="sm"
            onClick={action.run}
            aria-describedby={action.hint?.id}
            className="max-sm:hidden"
          >
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
          <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
            {secondary.map((action, i) => (
              <Fragment key={action.label}>
                {i === 2 ? <DropdownMenuSeparator /> : null}
                <DropdownMenuItem
                  onSelect={action.run}
                  aria-describedby={action.hint ? `${action.hint.id}-menu` : undefined}
                  className="items-start"
                >
                  {action.icon}
                  <span className="grid gap-0.5">
                    {action.label}
                    {action.hint ? (
                      <span
                        id={`${action.hint.id}-menu`}
                        aria-hidden="true"
                        className="text-xs text-muted-foreground"
                      >
                        {action.hint.text.charAt(0).toUpperCase() + action.hint.text.slice(1)}
                      </span>
                    ) : null}
                  </span>
                </DropdownMenuItem>
              </Fragment>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </fieldset>
      {/* Beside the buttons from 640 px (on a phone the menu says the same). */}
      <p className="text-xs text-muted-foreground max-sm:hidden">
        {secondary.map((action) =>
          action.hint ? (
            <span key={action.hint.id} id={action.hint.id} className="mr-3 inline-block">
              <span className="font-medium text-foreground">{action.label}</span> {action.hint.text}
            </span>
          ) : null,
        )}
      </p>
    </div>
  );
}
