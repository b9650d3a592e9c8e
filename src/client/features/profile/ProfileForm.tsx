// The traveller's name and saved travel preferences, which prefill the trip form and the explorer.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Profile, updateProfileSchema } from '../../../core/api/profile.ts';
import {
  CONTINENT_LABELS,
  CONTINENTS,
  DIETARY_LABELS,
  DIETARY_OPTIONS,
  INTEREST_LABELS,
  INTERESTS,
  PACE_LABELS,
  PACES,
  TRAVEL_STYLE_LABELS,
  TRAVEL_STYLES,
} from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { selectClassName, ToggleChip, toggleValue } from '../../components/ui/toggle-chip.tsx';

type Values = z.input<typeof updateProfileSchema>;
type Output = z.output<typeof updateProfileSchema>;

/** A select for a nullable choice: '' stands for "not set". */
const nullable = (value: string) => (value === '' ? null : value);

function ChipGroup<T extends string>({
  legend,
  hint,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const hintId = hint ? `${legend.replace(/\W+/g, '-').toLowerCase()}-hint` : undefined;
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <ToggleChip
            key={o}
            pressed={value.includes(o)}
            onPressedChange={(on) => onChange(toggleValue(value, o, on))}
          >
            {labels[o]}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  profile: Profile;
  saving: boolean;
  onSave: (values: Output) => void;
}

export function ProfileForm({ profile, saving, onSave }: Props) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { displayName: profile.displayName ?? '', preferences: profile.preferences },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="grid gap-8">
      <section aria-labelledby="profile-name" className="grid gap-4">
        <h2 id="profile-name" className="text-xl font-semibold">
          Your name
        </h2>
        <div className="grid max-w-md gap-2">
          <Label htmlFor="profile-display-name">Display name</Label>
          <Input
            id="profile-display-name"
            autoComplete="name"
            aria-invalid={Boolean(errors.displayName)}
            aria-describedby={errors.displayName ? 'profile-display-name-error' : 'profile-email'}
            {...form.register('displayName')}
          />
          <p id="profile-email" className="text-sm text-muted-foreground">
            Signed in as {profile.email}. Leave the name empty to show your email instead.
          </p>
          <FieldError id="profile-display-name-error">{errors.displayName?.message}</FieldError>
        </div>
      </section>

      <section aria-labelledby="profile-preferences" className="grid gap-6">
        <div>
          <h2 id="profile-preferences" className="text-xl font-semibold">
            Travel preferences
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            New trips and the destination explorer start from these.
          </p>
        </div>
        <Controller
          control={form.control}
          name="preferences.travelStyles"
          render={({ field }) => (
            <ChipGroup
              legend="Travel styles"
              hint="The first you pick is your main style."
              options={TRAVEL_STYLES}
              labels={TRAVEL_STYLE_LABELS}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="preferences.interests"
          render={({ field }) => (
            <ChipGroup
              legend="Interests"
              options={INTERESTS}
              labels={INTEREST_LABELS}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="preferences.dietaryPreferences"
          render={({ field }) => (
            <ChipGroup
              legend="Dietary preferences"
              options={DIETARY_OPTIONS}
              labels={DIETARY_LABELS}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="preferences.pace"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor="profile-pace">Pace</Label>
                <select
                  id="profile-pace"
                  className={selectClassName}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(nullable(e.target.value))}
                  onBlur={field.onBlur}
                >
                  <option value="">No preference</option>
                  {PACES.map((p) => (
                    <option key={p} value={p}>
                      {PACE_LABELS[p]}
                    </option>
                  ))}
                </select>
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="preferences.homeContinent"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor="profile-continent">Home continent</Label>
                <select
                  id="profile-continent"
                  className={selectClassName}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(nullable(e.target.value))}
                  onBlur={field.onBlur}
                >
                  <option value="">Not set</option>
                  {CONTINENTS.map((c) => (
                    <option key={c} value={c}>
                      {CONTINENT_LABELS[c]}
                    </option>
                  ))}
                </select>
              </div>
            )}
          />
        </div>
      </section>

      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
