import { Prose } from '../components/Prose.tsx';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

export function TermsPage() {
  usePageMeta(...PAGE_META.terms);
  return (
    <Prose title="Terms of Service" updated="November 21, 2026">
      <p>
        These terms govern your use of this Wayfarer service. By creating an account or using the service you
        agree to them.
      </p>
      <h2>Who may use Wayfarer</h2>
      <p>
        You must be at least 13 years old to use the service. If you are under the age of majority where you
        live, a parent or guardian must agree to these terms on your behalf.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your sign-in details to yourself; you are responsible for what happens under your account. Tell
        the operator promptly if you believe someone else has used it.
      </p>
      <h2>Your content</h2>
      <p>
        Trip details, notes and itineraries you create remain yours. You allow the service to store and
        process them to provide the features you use, such as saving, emailing and sharing. Do not use the
        service to send messages to people who have not asked for them.
      </p>
      <h2>Travel information</h2>
      <p>
        Plans, opening hours, prices, travel times and tips are provided for guidance only. They can be out of
        date or wrong. Check important details, such as opening times, bookings, entry requirements and safety
        advice, with official sources before you travel. You are responsible for your own travel decisions.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>No attempts to break, overload or gain unauthorised access to the service.</li>
        <li>No automated scraping beyond the documented API and its rate limits.</li>
        <li>No unlawful, abusive or infringing content.</li>
      </ul>
      <h2>Availability and changes</h2>
      <p>
        The service is provided as is, without warranties. We may change or discontinue features, and we may
        update these terms; continued use after an update means you accept it.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, the operator is not liable for indirect or consequential losses arising
        from your use of the service, including missed bookings or travel disruption.
      </p>
      <h2>Ending your use</h2>
      <p>
        You may stop using the service and delete your account at any time. We may suspend accounts that break
        these terms.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of North Carolina, United States, without regard to
        its conflict-of-law rules.
      </p>
    </Prose>
  );
}
