// A dialog is mounted the first time it opens and stays mounted after, so closing still animates and it keeps its
// state as before; a page does not render dialogs that were never opened. (Loading them lazily as well moved
// shared modules into the landing page's chunk with this bundler, so they are imported as usual.)
import { type ReactNode, useState } from 'react';

export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}
