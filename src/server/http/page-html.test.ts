import { describe, expect, it } from 'vitest';
import { headOfPath, renderPageHtml } from './page-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Wayfarer - Plan your perfect trip, day by day</title>
    <meta name="description" content="The generic description." />
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('page heads', () => {
  it('gives every page of the app its own title and description, and unknown paths 404', () => {
    expect(headOfPath('/')).toMatchObject({ status: 200, title: 'Wayfarer' });
    expect(headOfPath('/auth?returnUrl=%2Ffinalize')).toMatchObject({
      status: 200,
      title: 'Sign in | Wayfarer',
    });
    expect(headOfPath('/auth/google/callback')).toMatchObject({ title: 'Sign in | Wayfarer' });
    expect(headOfPath('/destination-explorer/')).toMatchObject({ title: 'Destination explorer | Wayfarer' });
    expect(headOfPath('/privacy').description).toMatch(/stores about you/);
    expect(headOfPath('/no-such-page')).toMatchObject({ status: 404, title: 'Page not found | Wayfarer' });
  });

  it('writes the title, description, Open Graph and Twitter tags once, escaped, and the client settings', () => {
    const html = renderPageHtml(TEMPLATE, {
      title: 'Trip to "Lisbon" <3 | Wayfarer',
      description: 'A 3-day itinerary & more.',
      url: 'https://trips.example.org/share/abc',
      settings: { 'contact-email': 'help@trips.example.org', empty: undefined },
      noIndex: true,
    });
    expect(html).toContain('<title>Trip to &quot;Lisbon&quot; &lt;3 | Wayfarer</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('The generic description.');
    for (const tag of [
      '<meta name="description" content="A 3-day itinerary &amp; more." />',
      '<meta property="og:title" content="Trip to &quot;Lisbon&quot; &lt;3 | Wayfarer" />',
      '<meta property="og:description" content="A 3-day itinerary &amp; more." />',
      '<meta property="og:url" content="https://trips.example.org/share/abc" />',
      '<meta property="og:site_name" content="Wayfarer" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:title" content="Trip to &quot;Lisbon&quot; &lt;3 | Wayfarer" />',
      '<meta name="robots" content="noindex" />',
      '<meta name="wayfarer:contact-email" content="help@trips.example.org" />',
    ])
      expect(html).toContain(tag);
    expect(html).not.toContain('wayfarer:empty');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
  });
});
