// Step 1 of 3: everything the planner needs to know about the trip, validated by the one tripDetailsSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { TravelPreferences } from '../../../core/api/profile.ts';
import {
  DIETARY_LABELS,
  DIETARY_OPTIONS,
  INTEREST_LABELS,
  INTERESTS,
  MAX_ACTIVITY_LIMIT,
  MIN_ACTIVITY_LIMIT,
  PACE_LABELS,
  PACES,
  TRAVEL_STYLE_LABELS,
  TRAVEL_STYLES,
} from '../../../core/constants.ts';
import { localIsoDate } from '../../../core/dates.ts';
import { type TripDetails, tripDetailsSchema } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { cn } from '../../lib/cn.ts';
import { AccommodationField, type PinPickerRender } from './AccommodationField.tsx';
import { DateRangeField } from './DateRangeField.tsx';
import { DestinationCombobox } from './DestinationCombobox.tsx';
import {
  DESTINATION_NOT_FOUND,
  type DestinationEntry,
  initialFormValues,
  type TripFormValues,
  unmatchedDestination,
} from './form-values.ts';
import type { SearchMode } from './use-destination-search.ts';

const PACE_HINTS: Record<(typeof PACES)[number], string> = {
  light: 'Long visits and unhurried breaks',
  moderate: 'A balanced day',
  busy: 'See as much as time allows',
};
const LIMIT_MARKS = [1, 5, 10];

type FormResolver = Resolver<TripFormValues, DestinationEntry, TripDetails>;
const schemaResolver = zodResolver(tripDetailsSchema) as unknown as FormResolver;
/** The schema's rules, plus: typed text must have been matched to a place while the search works. */
const resolver: FormResolver = async (values, entry, options) => {
  const result = await schemaResolver(values, entry, options);
  if (!entry || !unmatchedDestination(values, entry)) return result;
  return {
    values: {},
    errors: { ...result.errors, destination: { type: 'unmatched', message: DESTINATION_NOT_FOUND } },
  };
};

const sectionTitle = 'text-sm font-medium';

/** Where each field takes the focus (the first selector that finds an element), in page order. */
const CALENDAR_DAY = ['#dates .rdp-day_button[tabindex="0"]', '#dates .rdp-day_button:not([disabled])'];
const FOCUS_TARGETS: [keyof TripFormValues, string[]][] = [
  ['destination', ['#destination']],
  ['startDate', CALENDAR_DAY],
  ['endDate', CALENDAR_DAY],
  ['travelers', ['#travelers']],
  ['travelStyle', ['input[name="travelStyle"]:checked', 'input[name="travelStyle"]']],
  ['interests', ['input[name="interests"]']],
];

function focusFirstError(errors: Partial<Record<keyof TripFormValues, unknown>>) {
  const target = FOCUS_TARGETS.find(([name]) => errors[name]);
  for (const selector of target?.[1] ?? []) {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) return el.focus();
  }
}

export function TripDetailsForm({
  initial,
  preferences = null,
  onSubmit,
  renderPinPicker,
}: {
  initial: TripDetails | null;
  /** The page's map for dropping the accommodation's pin. */
  renderPinPicker?: (props: PinPickerRender) => ReactNode;
  /** The traveller's saved preferences, which prefill a new trip. */
  preferences?: TravelPreferences | null;
  onSubmit: (d: TripDetails) => void;
}) {
  const [today] = useState(() => localIsoDate());
  const [mode, setMode] = useState<SearchMode>('search');
  const [clamped, setClamped] = useState(false);
  const uid = useId();
  // Mutated in place: the resolver must see a keystroke's entry in the same event, not after a render.
  const entry = useRef<DestinationEntry>({ mode: 'search', typed: false });
  entry.current.mode = mode;
  const form = useForm<TripFormValues, DestinationEntry, TripDetails>({
    resolver,
    context: entry.current,
    defaultValues: initialFormValues(initial, today, preferences),
    // Focus goes to the first invalid field in page order (react-hook-form's own order puts fields with a
    // Controller last).
    shouldFocusError: false,
  });
  const { control, register, setValue, formState, trigger } = form;
  const { errors, isSubmitted } = formState;
  const [destinationPlace, startDate, endDate, activityLimit, accommodation] = useWatch({
    control,
    name: ['destinationPlace', 'startDate', 'endDate', 'activityLimit', 'accommodation'],
  });

  // Switching to the basic search changes the destination rule: check the field again if it already showed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the search mode changes
  useEffect(() => {
    if (isSubmitted) void trigger('destination');
  }, [mode, isSubmitted, trigger]);

  const describedBy = (name: string, hint?: string) =>
    [hint, errors[name as keyof TripFormValues] ? `${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true } as const;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, focusFirstError)} className="grid gap-8">
      <div className="grid gap-2">
        <Label htmlFor="destination">Destination</Label>
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <DestinationCombobox
              ref={field.ref}
              id="destination"
              value={field.value ?? ''}
              place={destinationPlace}
              onChange={(text, place, typed) => {
                entry.current.typed = typed;
                setValue('destinationPlace', place, { shouldDirty: true });
                field.onChange(text);
              }}
              onBlur={field.onBlur}
              onModeChange={(m) => {
                entry.current.mode = m;
                setMode(m);
              }}
              invalid={Boolean(fieldState.error)}
              describedBy={describedBy('destination')}
            />
          )}
        />
        <FieldError id="destination-error">{errors.destination?.message}</FieldError>
      </div>

      <DateRangeField
        id="dates"
        today={today}
        range={{ start: startDate || undefined, end: endDate || undefined }}
        clamped={clamped}
        onChange={(range, wasClamped) => {
          setClamped(wasClamped);
          setValue('startDate', range.start ?? '', revalidate);
          setValue('endDate', range.end ?? '', revalidate);
        }}
        error={errors.startDate?.message ?? errors.endDate?.message}
      />

      <AccommodationField
        value={accommodation}
        near={destinationPlace ? { lat: destinationPlace.lat, lng: destinationPlace.lng } : undefined}
        onChange={(value) => setValue('accommodation', value, revalidate)}
        error={errors.accommodation?.message ?? errors.accommodation?.name?.message}
        renderPinPicker={renderPinPicker}
      />

      <div className="grid gap-4 sm:grid-cols-2 sm:max-w-lg">
        <div className="grid gap-2">
          <Label htmlFor="arrivalTime">Arrival on day 1 (optional)</Label>
          <Input
            id="arrivalTime"
            type="time"
            aria-invalid={Boolean(errors.arrivalTime)}
            aria-describedby={describedBy('arrivalTime', `${uid}-arrival-hint`)}
            {...register('arrivalTime', { setValueAs: (v: string) => v || undefined })}
          />
          <p id={`${uid}-arrival-hint`} className="text-xs text-muted-foreground">
            When you are free at your accommodation.
          </p>
          <FieldError id="arrivalTime-error">{errors.arrivalTime?.message}</FieldError>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="departureTime">Departure on the last day (optional)</Label>
          <Input
            id="departureTime"
            type="time"
            aria-invalid={Boolean(errors.departureTime)}
            aria-describedby={describedBy('departureTime', `${uid}-departure-hint`)}
            {...register('departureTime', { setValueAs: (v: string) => v || undefined })}
          />
          <p id={`${uid}-departure-hint`} className="text-xs text-muted-foreground">
            When you must be back at your accommodation.
          </p>
          <FieldError id="departureTime-error">{errors.departureTime?.message}</FieldError>
        </div>
      </div>

      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="travelers">Number of travelers</Label>
        <Input
          id="travelers"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          aria-invalid={Boolean(errors.travelers)}
          aria-describedby={describedBy('travelers')}
          {...register('travelers', { valueAsNumber: true })}
        />
        <FieldError id="travelers-error">{errors.travelers?.message}</FieldError>
      </div>

      <fieldset className="grid gap-3">
        <legend className={cn(sectionTitle, 'mb-3')}>Travel style</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TRAVEL_STYLES.map((style) => (
            <label key={style} className={choiceClass}>
              <input
                type="radio"
                value={style}
                className="size-4 accent-primary"
                {...register('travelStyle')}
              />
              {TRAVEL_STYLE_LABELS[style]}
            </label>
          ))}
        </div>
        <FieldError id="travelStyle-error">{errors.travelStyle?.message}</FieldError>
      </fieldset>

      <fieldset className="grid gap-3" aria-describedby={describedBy('interests', `${uid}-interests-hint`)}>
        <legend className={cn(sectionTitle, 'mb-1')}>Interests</legend>
        <p id={`${uid}-interests-hint`} className="text-sm text-muted-foreground">
          Choose at least one. Places that match get priority in your plan.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {INTERESTS.map((interest) => (
            <label key={interest} className={choiceClass}>
              <input
                type="checkbox"
                value={interest}
                className="size-4 accent-primary"
                {...register('interests')}
              />
              {INTEREST_LABELS[interest]}
            </label>
          ))}
        </div>
        <FieldError id="interests-error">{errors.interests?.message}</FieldError>
      </fieldset>

      <fieldset className="grid gap-3" aria-describedby={`${uid}-diet-hint`}>
        <legend className={cn(sectionTitle, 'mb-1')}>Dietary preferences</legend>
        <p id={`${uid}-diet-hint`} className="text-sm text-muted-foreground">
          Optional. Meals are chosen from places that suit every preference you tick.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DIETARY_OPTIONS.map((option) => (
            <label key={option} className={choiceClass}>
              <input
                type="checkbox"
                value={option}
                className="size-4 accent-primary"
                {...register('dietaryPreferences')}
              />
              {DIETARY_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:max-w-md">
        <div className="flex items-baseline justify-between gap-4">
          <span id={`${uid}-limit-label`} className={sectionTitle}>
            Daily activity limit
          </span>
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            Up to {activityLimit} activities/day, plus meals
          </span>
        </div>
        <Controller
          control={control}
          name="activityLimit"
          render={({ field }) => (
            <Slider
              min={MIN_ACTIVITY_LIMIT}
              max={MAX_ACTIVITY_LIMIT}
              step={1}
              value={[field.value ?? MIN_ACTIVITY_LIMIT]}
              onValueChange={([v]) => field.onChange(v)}
              onBlur={field.onBlur}
              thumbLabelledBy={`${uid}-limit-label`}
              thumbValueText={`Up to ${field.value} activities a day, plus meals`}
            />
          )}
        />
        <div className="relative h-4 text-xs text-muted-foreground" aria-hidden="true">
          {LIMIT_MARKS.map((mark) => (
            <span
              key={mark}
              className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
              style={{
                left: `${((mark - MIN_ACTIVITY_LIMIT) / (MAX_ACTIVITY_LIMIT - MIN_ACTIVITY_LIMIT)) * 100}%`,
              }}
            >
              {mark}
            </span>
          ))}
        </div>
        <FieldError id="activityLimit-error">{errors.activityLimit?.message}</FieldError>
      </div>

      <fieldset className="grid gap-3">
        <legend className={cn(sectionTitle, 'mb-3')}>Pace</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PACES.map((pace) => (
            <label key={pace} className={cn(choiceClass, 'items-start')}>
              <input
                type="radio"
                value={pace}
                className="mt-0.5 size-4 accent-primary"
                {...register('activityPace')}
              />
              <span className="grid gap-0.5">
                <span>{PACE_LABELS[pace]}</span>
                <span className="text-xs font-normal text-muted-foreground">{PACE_HINTS[pace]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex justify-end border-t pt-6">
        <Button type="submit" size="lg">
          Continue to Itinerary
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm font-medium hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';
