// Renders its children once their place on the page comes near the viewport, and a placeholder of the same size
// until then. The builder's map sits below the plan on phones and tablets: there it loads MapLibre (about 1.6 MB
// of script and worker) only when the traveller scrolls towards it, and not at all for one who never does.
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function WhenNearView({
  children,
  placeholder,
  margin = '400px',
}: {
  children: ReactNode;
  /** Shown until then; give it the children's height so nothing shifts. */
  placeholder: ReactNode;
  /** How far outside the viewport counts as near (CSS margin syntax). */
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={ref}>{placeholder}</div>;
}
