import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast-store.ts';

/** Radix Toast: F8 focuses the notification region, swipe right (50 px) dismisses, 5 s by default. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
          </div>
          {t.action && (
            <T.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium"
              >
                {t.action.label}
              </button>
            </T.Action>
          )}
          <T.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      {/* Phones: below the site's bar, clear of the page's actions along the bottom; wider: the bottom-right corner. */}
      <T.Viewport className="fixed top-16 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </T.Provider>
  );
}
