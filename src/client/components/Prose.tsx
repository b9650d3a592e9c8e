import type { ReactNode } from 'react';

/** Long-form text pages (about, privacy, terms). */
export function Prose({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {updated && <p className="text-sm text-muted-foreground">Last updated {updated}</p>}
      {children}
    </article>
  );
}
