// A dialog's content is mounted the first time it opens and stays mounted after, so closing still animates and
// keeps its state as before; a page pays nothing (render or, with lazy components, script) for dialogs never
// opened. The Suspense boundary covers a lazily loaded dialog's first open.
import { type ReactNode, Suspense, useState } from 'react';

export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
