import { AlertDialog as A } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/** A confirmation that must be answered: focus starts on Cancel and Escape cancels. */
export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

export const AlertDialogContent = React.forwardRef<
  React.ComponentRef<typeof A.Content>,
  React.ComponentPropsWithoutRef<typeof A.Content>
>(({ className, ...props }, ref) => (
  <A.Portal>
    <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
    <A.Content
      ref={ref}
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-xl',
        className,
      )}
      {...props}
    />
  </A.Portal>
));
AlertDialogContent.displayName = 'AlertDialogContent';

export function AlertDialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}
export function AlertDialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
export const AlertDialogTitle = React.forwardRef<
  React.ComponentRef<typeof A.Title>,
  React.ComponentPropsWithoutRef<typeof A.Title>
>(({ className, ...props }, ref) => (
  <A.Title ref={ref} className={cn('text-lg font-semibold', className)} {...props} />
));
AlertDialogTitle.displayName = 'AlertDialogTitle';
export const AlertDialogDescription = React.forwardRef<
  React.ComponentRef<typeof A.Description>,
  React.ComponentPropsWithoutRef<typeof A.Description>
>(({ className, ...props }, ref) => (
  <A.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />
));
AlertDialogDescription.displayName = 'AlertDialogDescription';

export const AlertDialogCancel = React.forwardRef<
  React.ComponentRef<typeof A.Cancel>,
  React.ComponentPropsWithoutRef<typeof A.Cancel>
>(({ className, ...props }, ref) => (
  <A.Cancel ref={ref} className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />
));
AlertDialogCancel.displayName = 'AlertDialogCancel';

/** The confirming button. It is a plain button (not A.Action) so an async action can keep the dialog open. */
export const AlertDialogConfirm = React.forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'default' | 'destructive' }
>(({ className, variant = 'default', type = 'button', ...props }, ref) => (
  <button ref={ref} type={type} className={cn(buttonVariants({ variant }), className)} {...props} />
));
AlertDialogConfirm.displayName = 'AlertDialogConfirm';
