// Per-page title, description and social-sharing tags, kept current as the traveller moves between pages (the
// server writes the first page's into the HTML: src/server/http/page-html.ts).
import { useEffect } from 'react';
import { fullTitle, SITE_NAME } from '../../core/page-meta.ts';

export { PAGE_META } from '../../core/page-meta.ts';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', full);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}

/** A value the server put in the page for the client (`<meta name="wayfarer:{key}">`), e.g. the contact address. */
export function siteSetting(key: 'contact-email'): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.head.querySelector<HTMLMetaElement>(`meta[name="wayfarer:${key}"]`)?.content;
  return value?.trim() || undefined;
}
