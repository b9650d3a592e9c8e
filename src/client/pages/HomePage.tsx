import {
  ArrowRight,
  CalendarDays,
  Compass,
  Map as MapIcon,
  MapPinned,
  Route as RouteIcon,
  Share2,
  Sparkles,
  Utensils,
  WandSparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { PAGE_META, usePageMeta } from '../lib/meta.ts';

const STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'Pick a destination, your dates (up to a week), who is coming, your travel style, interests and diet.',
    icon: CalendarDays,
  },
  {
    title: 'Get a day-by-day plan',
    text: 'Wayfarer computes mornings, afternoons and evenings around opening hours, travel times, meals and your pace.',
    icon: WandSparkles,
  },
  {
    title: 'Make it yours',
    text: 'Drag activities between days and times, add your own, ask for alternatives, then save, email or share it.',
    icon: Sparkles,
  },
];

const FEATURES = [
  {
    title: 'Personalised recommendations',
    text: 'Every stop is scored against your interests and travel style, with local insights and tips for each city.',
    icon: Sparkles,
  },
  {
    title: 'Time-optimised days',
    text: 'Visits are ordered to respect opening hours and keep travel short, so you spend the day seeing, not commuting.',
    icon: RouteIcon,
  },
  {
    title: 'Destination discovery',
    text: 'Not sure where to go? Match destinations to your style, interests, budget and appetite for adventure.',
    icon: Compass,
  },
  {
    title: 'Interactive route maps',
    text: 'See each day on a map with numbered stops, routes and travel times, and optimise the order in one click.',
    icon: MapIcon,
  },
  {
    title: 'Meals that fit your diet',
    text: 'Lunch and dinner come from places that serve vegetarian, vegan, gluten-free or local food, as you choose.',
    icon: Utensils,
  },
  {
    title: 'Suggestions while you build',
    text: 'Ask for hikes, food spots, hidden gems or evening plans near where you already are, and add them in a tap.',
    icon: Share2,
  },
];

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro && <p className="mt-3 text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 400 300"
      className="h-auto w-full max-w-md"
      role="img"
      aria-label="A map with a route joining three stops"
    >
      <rect
        x="10"
        y="10"
        width="380"
        height="280"
        rx="24"
        fill="var(--card)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <path
        d="M40 220 C 90 160, 140 250, 200 170 S 320 90, 360 70"
        fill="none"
        stroke="var(--muted-foreground)"
        strokeOpacity="0.25"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <path
        d="M70 210 C 120 170, 150 210, 200 160 S 290 110, 330 90"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="4"
        strokeDasharray="10 8"
        strokeLinecap="round"
      />
      {[
        { x: 70, y: 210, c: 'var(--morning)', n: 1 },
        { x: 200, y: 160, c: 'var(--afternoon)', n: 2 },
        { x: 330, y: 90, c: 'var(--evening)', n: 3 },
      ].map((m) => (
        <g key={m.n}>
          <circle cx={m.x} cy={m.y} r="20" fill={m.c} />
          <text x={m.x} y={m.y + 6} textAnchor="middle" fontSize="18" fontWeight="700" fill="var(--card)">
            {m.n}
          </text>
        </g>
      ))}
      <rect x="40" y="40" width="150" height="56" rx="12" fill="var(--muted)" />
      <rect x="56" y="56" width="90" height="8" rx="4" fill="var(--foreground)" fillOpacity="0.6" />
      <rect x="56" y="72" width="118" height="8" rx="4" fill="var(--muted-foreground)" fillOpacity="0.5" />
    </svg>
  );
}

export function HomePage() {
  usePageMeta(...PAGE_META.home);
  return (
    <>
      <section className="border-b bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
              <MapPinned className="size-4 text-primary" aria-hidden="true" /> Works offline, open source,
              yours to host
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              Your perfect trip, planned <span className="text-primary">day by day</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Tell Wayfarer where you are going and what you love. It builds a realistic plan of mornings,
              afternoons and evenings, with restaurants that suit your diet and routes that make sense on the
              map.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" asChild>
                <Link href="/trip-details">
                  Get Started <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link href="/destination-explorer">Explore Destinations</Link>
              </Button>
            </div>
          </div>
          <div className="flex justify-center">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <Section
        id="how-it-works"
        title="How It Works"
        intro="From an idea to a plan you can follow, in three steps."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                      {i + 1}
                    </span>
                    <s.icon className="size-6 text-primary" aria-hidden="true" />
                  </div>
                  <CardTitle className="mt-2">{s.title}</CardTitle>
                  <CardDescription>{s.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Button size="lg" asChild>
            <Link href="/trip-details">Start Planning Now</Link>
          </Button>
        </div>
      </Section>

      <div className="bg-muted/40">
        <Section
          id="why-choose"
          title="Why Choose Wayfarer"
          intro="Plans computed from real places, not guessed."
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title}>
                <Card className="h-full">
                  <CardHeader>
                    <f.icon className="size-7 text-primary" aria-hidden="true" />
                    <CardTitle className="mt-2 text-base">{f.title}</CardTitle>
                    <CardDescription>{f.text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <section aria-labelledby="not-sure" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <Compass className="size-10" aria-hidden="true" />
          <h2 id="not-sure" className="text-3xl font-bold tracking-tight">
            Not Sure Where to Go?
          </h2>
          <p className="max-w-2xl opacity-90">
            Describe how you like to travel and where you have already been. The destination explorer suggests
            places on the continent you choose, from famous classics to hidden gems, and explains why each one
            fits you.
          </p>
          <Button size="lg" variant="secondary" asChild>
            <Link href="/destination-explorer">Explore Destinations</Link>
          </Button>
        </div>
      </section>

      <Section id="key-features" title="Key Features">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CalendarDays className="size-8 text-primary" aria-hidden="true" />
              <CardTitle className="mt-2">Plan Your Trip</CardTitle>
              <CardDescription>
                Choose a destination and dates and get a complete itinerary you can reorder, edit, map, save
                and export.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link href="/trip-details">Plan Your Trip</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Compass className="size-8 text-primary" aria-hidden="true" />
              <CardTitle className="mt-2">Explore Options</CardTitle>
              <CardDescription>
                Compare destinations by style, interests and popularity, bookmark the ones you like, and plan
                any of them in one click.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link href="/destination-explorer">Explore Options</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </Section>

      <section aria-labelledby="cta" className="border-t bg-secondary/50">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
          <h2 id="cta" className="text-3xl font-bold tracking-tight">
            Ready for your next trip?
          </h2>
          <p className="text-muted-foreground">
            It takes a minute to describe your trip and a moment to plan it.
          </p>
          <Button size="lg" asChild>
            <Link href="/trip-details">
              Create Your Itinerary <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
