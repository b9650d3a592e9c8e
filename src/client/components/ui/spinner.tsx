import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <output className={cn('flex items-center justify-center p-8', className)} aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </output>
  );
}
