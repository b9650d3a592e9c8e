import { Link } from 'wouter';
import { siteSetting } from '../../lib/meta.ts';

export function Footer() {
  // CONTACT_EMAIL, which the server writes into the page; no Contact link where none is configured.
  const contact = siteSetting('contact-email');
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>Wayfarer: open-source travel planning. Place data: GeoNames (CC BY 4.0), Wikidata.</p>
        <nav aria-label="Footer" className="flex gap-5">
          <Link href="/about" className="hover:text-foreground hover:underline">
            About
          </Link>
          <Link href="/privacy" className="hover:text-foreground hover:underline">
            Privacy
          </Link>
          <Link href="/terms" className="hover:text-foreground hover:underline">
            Terms
          </Link>
          {contact && (
            <a href={`mailto:${contact}`} className="hover:text-foreground hover:underline">
              Contact
            </a>
          )}
        </nav>
      </div>
    </footer>
  );
}
