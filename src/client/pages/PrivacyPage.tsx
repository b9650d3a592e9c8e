import { Prose } from '../components/Prose.tsx';
import { PAGE_META, siteSetting, usePageMeta } from '../lib/meta.ts';

export function PrivacyPage() {
  usePageMeta(...PAGE_META.privacy);
  const contact = siteSetting('contact-email');
  return (
    <Prose title="Privacy Policy" updated="November 21, 2026">
      <p>
        This policy explains what this Wayfarer server stores about you and why. Wayfarer is self-hosted: the
        organisation that runs this server is responsible for your data, and nothing is sent to the Wayfarer
        project itself.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account</strong>: email address, optional username and display name, and, if you sign
          in with a password, a one-way scrambled form of it that cannot be turned back into the password
          (never the password itself). If you sign in with Google or another provider, we store the provider's
          identifier for you, your name and your profile picture address.
        </li>
        <li>
          <strong>Sessions</strong>: a random key in a cookie that page scripts cannot read, which keeps you
          signed in until it expires (the server keeps only a scrambled form of it), and a second cookie that
          only says you are signed in, so the site does not ask for your account when you are not.
        </li>
        <li>
          <strong>Your plans</strong>: trip details, itineraries, notes, bookmarks and travel preferences you
          choose to save.
        </li>
        <li>
          <strong>Emails you send</strong>: when you email an itinerary, the recipient address and the message
          are kept until the email is delivered.
        </li>
        <li>
          <strong>Server logs</strong>: one line per request (time, address, path, status, duration), kept for
          operating and securing the service.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell or rent your data, and we show no advertising.</li>
        <li>We use no tracking cookies and no third-party analytics.</li>
        <li>
          Your saved plans are visible only to you, unless you create a share link, which you can revoke.
        </li>
      </ul>
      <h2>Services this server may use</h2>
      <p>
        Depending on its configuration, this server may use a sign-in provider (such as Google), a mapping or
        routing service, a language model, and an email relay. Only the data each needs is sent: for example
        place names and coordinates to a routing service, or your trip details to a language model to suggest
        places.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>You can delete any saved plan at any time.</li>
        <li>
          You can delete your account from your profile page; your plans, bookmarks and sessions go with it.
        </li>
        <li>
          Your browser keeps your current trip and display preferences (theme, map options) in local storage.
        </li>
      </ul>
      <h2>Contact</h2>
      <p>
        Questions about your data go to whoever runs this server
        {contact ? (
          <>
            , at <a href={`mailto:${contact}`}>{contact}</a>.
          </>
        ) : (
          '.'
        )}
      </p>
    </Prose>
  );
}
