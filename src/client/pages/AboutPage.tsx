import { Link } from 'wouter';
import { Prose } from '../components/Prose.tsx';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

export function AboutPage() {
  usePageMeta(...PAGE_META.about);
  return (
    <Prose title="About Wayfarer">
      <p>
        Wayfarer is an open-source travel itinerary planner that you can run yourself. You describe a trip:
        where, when, who is coming, how you like to travel, what interests you and what you eat. Wayfarer
        answers with a day-by-day plan of mornings, afternoons and evenings that you can rearrange, extend,
        map, save, email, export and share.
      </p>
      <h2>How plans are made</h2>
      <p>
        Plans are computed, not guessed. Each destination comes with a curated set of real places: landmarks,
        museums, parks, viewpoints, markets, neighbourhoods, nightlife, restaurants and cafes, each with
        opening hours, typical visit length and price level. A route optimiser chooses and orders the stops
        for each day so that they are open when you arrive, close to each other, and balanced against your
        daily activity limit and pace. Lunch and dinner come only from places that suit every dietary
        preference you chose.
      </p>
      <p>
        Whoever runs a Wayfarer site can connect an AI assistant, which suggests places for destinations
        outside Wayfarer's own guide and writes richer descriptions. Its suggestions are checked and scheduled
        the same way; if it is slow or wrong, Wayfarer uses its own guide and tells you so.
      </p>
      <h2>Works offline</h2>
      <p>
        Wayfarer runs on its own, without any outside service: it comes with its own guide to destinations,
        every city of over 15,000 people, an offline map and its own way of sending email. Sign-in with Google
        or another account, live routing, detailed online maps and an AI assistant can be added by whoever
        runs the site.
      </p>
      <h2>Data and credits</h2>
      <ul>
        <li>City names, coordinates and time zones: GeoNames (geonames.org), licensed CC BY 4.0.</li>
        <li>Coordinates of well-known places checked against Wikidata (CC0).</li>
        <li>Destination descriptions and tips are written by the project's contributors.</li>
      </ul>
      <p>
        Ready to try it? <Link href="/trip-details">Plan a trip</Link> or{' '}
        <Link href="/destination-explorer">find a destination</Link>.
      </p>
    </Prose>
  );
}
