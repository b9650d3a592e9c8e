// 'Delete account': a confirmation dialog that asks the traveller to type DELETE.
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { DELETE_CONFIRMATION } from '../../../core/api/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';

interface Props {
  deleting: boolean;
  error: string | null;
  onDelete: () => void;
}

export function DeleteAccount({ deleting, error, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  return (
    <section
      aria-labelledby="delete-account"
      className="grid gap-3 rounded-lg border border-destructive/40 p-5"
    >
      <h2 id="delete-account" className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        Delete account
      </h2>
      <p className="text-sm text-muted-foreground">
        Deleting your account removes your saved plans, saved destinations, share links and pending emails,
        and signs you out everywhere. It cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (confirmed && !deleting) onDelete();
            }}
          >
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Every saved plan, saved destination and share link goes with it. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-confirm">Type {DELETE_CONFIRMATION} to confirm</Label>
              <Input
                id="delete-confirm"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                aria-describedby={error ? 'delete-error' : undefined}
              />
              <FieldError id="delete-error">{error}</FieldError>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!confirmed || deleting}>
                {deleting ? 'Deleting...' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
