// The HTML of every page, with its own title, description and link-preview tags (Open Graph, Twitter) written in
// by the server: chat apps and search engines read a page without running its JavaScript. The client's
// configuration values the page needs before any request (the contact address) travel the same way.
import { fullTitle, PAGE_META, pageMetaKeyOf, SITE_NAME } from '../../core/page-meta.ts';
import { escapeHtml } from '../services/mail/itinerary-email.ts';

export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute address, for og:url. */
  url?: string;
  /** Values for the client, written as `<meta name="wayfarer:{key}">`. */
  settings?: Record<string, string | undefined>;
  /** Link previews of private pages (a share link) must not be indexed. */
  noIndex?: boolean;
}

/** The HTTP status and head of a page path; share pages get theirs from `shared` (undefined: no such share). */
export function headOfPath(path: string): { status: number; title: string; description: string } {
  const key = pageMetaKeyOf(path);
  const [title, description] = PAGE_META[key ?? 'notFound'];
  return { status: key ? 200 : 404, title: fullTitle(title), description };
}

function tag(attr: 'name' | 'property', key: string, content: string) {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

/** The template (the built index.html) with its title and description replaced and the sharing tags added. */
export function renderPageHtml(template: string, head: PageHead): string {
  const tags = [
    tag('name', 'description', head.description),
    tag('property', 'og:title', head.title),
    tag('property', 'og:description', head.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', SITE_NAME),
    ...(head.url ? [tag('property', 'og:url', head.url)] : []),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', head.title),
    tag('name', 'twitter:description', head.description),
    ...(head.noIndex ? [tag('name', 'robots', 'noindex')] : []),
    ...Object.entries(head.settings ?? {}).flatMap(([k, v]) => (v ? [tag('name', `wayfarer:${k}`, v)] : [])),
  ].join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/title>/, () => `</title>\n    ${tags}`);
}
