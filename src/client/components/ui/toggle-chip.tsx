import { Check } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

interface ToggleChipProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A pill-shaped on/off button (aria-pressed) for picking several options from a short list. */
export const ToggleChip = React.forwardRef<HTMLButtonElement, ToggleChipProps>(
  ({ pressed, onPressedChange, className, children, ...props }, ref) => (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 [&_svg]:size-4',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {pressed && <Check aria-hidden="true" />}
      {children}
    </button>
  ),
);
ToggleChip.displayName = 'ToggleChip';

/** Adds or removes a value, keeping the order in which values were chosen (the first chosen counts most). */
export function toggleValue<T>(values: readonly T[], value: T, on: boolean): T[] {
  const without = values.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

export const selectClassName =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive';
