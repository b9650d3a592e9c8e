// 'Your Travel Profile' (SPEC.md section 5 'Destination explorer form').
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DEFAULT_ADVENTURE_LEVEL,
  type ExplorerFormInput,
  type ExplorerForm as ExplorerFormValues,
  explorerFormSchema,
  MAX_ADVENTURE_LEVEL,
  MIN_ADVENTURE_LEVEL,
  preferenceTypeFor,
} from '../../../core/api/recommendations.ts';
import {
  CONTINENT_LABELS,
  CONTINENTS,
  DIETARY_LABELS,
  DIETARY_OPTIONS,
  EXPLORER_STYLES,
  INTEREST_LABELS,
  INTERESTS,
  PACE_LABELS,
  PACES,
  TRAVEL_STYLE_LABELS,
} from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { selectClassName, ToggleChip, toggleValue } from '../../components/ui/toggle-chip.tsx';
import { cn } from '../../lib/cn.ts';

const LEVEL_NAMES = ['Comfort first', 'Easy-going', 'Balanced', 'Adventurous', 'Thrill-seeker'];
const levelName = (level: number) => LEVEL_NAMES[Math.min(Math.max(level, 1), 5) - 1]!;

interface Props {
  defaultValues: Partial<ExplorerFormInput>;
  onSubmit: (values: ExplorerFormValues) => void;
  isGenerating: boolean;
  /** After results: the form sits in a side panel and submits as 'Find More Destinations'. */
  compact?: boolean;
  /** Told of every change, so planning from a card uses the profile as the form shows it. */
  onValuesChange?: (values: Partial<ExplorerFormInput>) => void;
}

export function ExplorerForm({
  defaultValues,
  onSubmit,
  isGenerating,
  compact = false,
  onValuesChange,
}: Props) {
  const form = useForm<ExplorerFormInput, unknown, ExplorerFormValues>({
    resolver: zodResolver(explorerFormSchema),
    defaultValues,
  });
  const { watch } = form;
  useEffect(() => {
    if (!onValuesChange) return;
    onValuesChange(watch());
    const { unsubscribe } = watch((values) => onValuesChange(values as Partial<ExplorerFormInput>));
    return unsubscribe;
  }, [watch, onValuesChange]);
  const { errors } = form.formState;
  const level = Number(form.watch('adventureLevel') ?? DEFAULT_ADVENTURE_LEVEL);
  const id = (name: string) => `explorer-${name}`;
  const describedBy = (name: keyof typeof errors, hint?: string) =>
    [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-6"
      aria-label="Your Travel Profile"
    >
      <div className={cn('grid gap-6', !compact && 'md:grid-cols-2')}>
        <div className="grid content-start gap-2">
          <Label htmlFor={id('continent')}>Continent</Label>
          <select
            id={id('continent')}
            className={selectClassName}
            aria-invalid={Boolean(errors.continent)}
            aria-describedby={describedBy('continent')}
            {...form.register('continent')}
          >
            <option value="">Select a continent</option>
            {CONTINENTS.map((c) => (
              <option key={c} value={c}>
                {CONTINENT_LABELS[c]}
              </option>
            ))}
          </select>
          <FieldError id={id('continent-error')}>{errors.continent?.message}</FieldError>
        </div>

        <div className="grid content-start gap-2">
          <Label htmlFor={id('previousVisits')}>Places you have already visited</Label>
          <Textarea
            id={id('previousVisits')}
            rows={compact ? 2 : 3}
            placeholder="Paris; Kyoto; Cape Town"
            aria-invalid={Boolean(errors.previousVisits)}
            aria-describedby={describedBy('previousVisits', id('previousVisits-hint'))}
            {...form.register('previousVisits')}
          />
          <p id={id('previousVisits-hint')} className="text-sm text-muted-foreground">
            Separate places with semicolons. We never recommend a place you list; a country rules out all of
            it. Write "none" if this is your first trip.
          </p>
          <FieldError id={id('previousVisits-error')}>{errors.previousVisits?.message}</FieldError>
        </div>
      </div>

      <Controller
        control={form.control}
        name="travelStyle"
        render={({ field }) => (
          <fieldset
            className="grid gap-3"
            aria-describedby={describedBy('travelStyle', id('travelStyle-hint'))}
          >
            <legend className="text-sm font-medium">Travel styles</legend>
            <p id={id('travelStyle-hint')} className="-mt-1 text-sm text-muted-foreground">
              Pick one or more; the first you pick counts most, the second next.
            </p>
            <div className="flex flex-wrap gap-2">
              {EXPLORER_STYLES.map((style, i) => {
                const chosen = field.value ?? [];
                const rank = chosen.indexOf(style);
                return (
                  <ToggleChip
                    key={style}
                    ref={i === 0 ? field.ref : undefined}
                    pressed={rank >= 0}
                    onPressedChange={(on) => field.onChange(toggleValue(chosen, style, on))}
                  >
                    {TRAVEL_STYLE_LABELS[style]}
                    {rank === 0 && chosen.length > 1 && <span className="text-xs">(main)</span>}
                  </ToggleChip>
                );
              })}
            </div>
            <FieldError id={id('travelStyle-error')}>{errors.travelStyle?.message}</FieldError>
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="interests"
        render={({ field }) => (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium">Interests (optional)</legend>
            <div className="flex flex-wrap gap-2">
              {INTERESTS.map((interest) => {
                const chosen = field.value ?? [];
                return (
                  <ToggleChip
                    key={interest}
                    pressed={chosen.includes(interest)}
                    onPressedChange={(on) => field.onChange(toggleValue(chosen, interest, on))}
                  >
                    {INTEREST_LABELS[interest]}
                  </ToggleChip>
                );
              })}
            </div>
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="dietaryPreferences"
        render={({ field }) => (
          <fieldset className="grid gap-3" aria-describedby={id('diet-hint')}>
            <legend className="text-sm font-medium">Dietary preferences (optional)</legend>
            <p id={id('diet-hint')} className="-mt-1 text-sm text-muted-foreground">
              Each match says where you can eat this way, and a trip planned from a card keeps them.
            </p>
            <div className="flex flex-wrap gap-2">
              {DIETARY_OPTIONS.map((diet) => {
                const chosen = field.value ?? [];
                return (
                  <ToggleChip
                    key={diet}
                    pressed={chosen.includes(diet)}
                    onPressedChange={(on) => field.onChange(toggleValue(chosen, diet, on))}
                  >
                    {DIETARY_LABELS[diet]}
                  </ToggleChip>
                );
              })}
            </div>
          </fieldset>
        )}
      />

      <div className="grid content-start gap-2">
        <Label htmlFor={id('pace')}>Pace of a planned trip</Label>
        <select
          id={id('pace')}
          className={cn(selectClassName, 'max-w-xs')}
          aria-describedby={id('pace-hint')}
          {...form.register('pace')}
        >
          {PACES.map((p) => (
            <option key={p} value={p}>
              {PACE_LABELS[p]}
            </option>
          ))}
        </select>
        <p id={id('pace-hint')} className="text-sm text-muted-foreground">
          How full the days of a trip you plan from a card will be.
        </p>
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <span id={id('adventureLevel-label')} className="text-sm font-medium leading-none">
            Adventure level
          </span>
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            {level}: {levelName(level)}
          </span>
        </div>
        <Controller
          control={form.control}
          name="adventureLevel"
          render={({ field }) => (
            <Slider
              ref={field.ref}
              min={MIN_ADVENTURE_LEVEL}
              max={MAX_ADVENTURE_LEVEL}
              step={1}
              value={[field.value ?? DEFAULT_ADVENTURE_LEVEL]}
              onValueChange={([v]) => field.onChange(v)}
              onBlur={field.onBlur}
              thumbLabelledBy={id('adventureLevel-label')}
              thumbValueText={`${level} of ${MAX_ADVENTURE_LEVEL}: ${levelName(level)}`}
              aria-describedby={describedBy('adventureLevel', id('adventureLevel-hint'))}
            />
          )}
        />
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
        <p id={id('adventureLevel-hint')} className="text-sm text-muted-foreground">
          {preferenceTypeFor(level) === 'iconic'
            ? 'Levels 1 to 3 favour iconic, well-known destinations.'
            : 'Levels 4 and 5 favour hidden gems off the usual routes.'}
        </p>
        <FieldError id={id('adventureLevel-error')}>{errors.adventureLevel?.message}</FieldError>
      </div>

      <Button
        type="submit"
        size="lg"
        disabled={isGenerating}
        className={cn(!compact && 'justify-self-start')}
      >
        <Sparkles aria-hidden="true" />
        {isGenerating
          ? 'Generating Recommendations...'
          : compact
            ? 'Find More Destinations'
            : 'Find My Perfect Destinations'}
      </Button>
    </form>
  );
}
