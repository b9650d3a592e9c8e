import { Slider as S } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** A single-thumb slider; pass the thumb's accessible name with `thumbLabelledBy` or `thumbLabel`. */
export const Slider = React.forwardRef<
  React.ComponentRef<typeof S.Root>,
  React.ComponentPropsWithoutRef<typeof S.Root> & {
    thumbLabel?: string;
    thumbLabelledBy?: string;
    thumbValueText?: string;
  }
>(({ className, thumbLabel, thumbLabelledBy, thumbValueText, ...props }, ref) => (
  <S.Root
    ref={ref}
    className={cn('relative flex w-full touch-none select-none items-center py-2', className)}
    {...props}
  >
    <S.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
      <S.Range className="absolute h-full bg-primary" />
    </S.Track>
    <S.Thumb
      aria-label={thumbLabel}
      aria-labelledby={thumbLabelledBy}
      aria-valuetext={thumbValueText}
      className="block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    />
  </S.Root>
));
Slider.displayName = 'Slider';
