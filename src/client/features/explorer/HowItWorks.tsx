import { Compass, Map as MapIcon, SlidersHorizontal } from 'lucide-react';

const STEPS = [
  {
    title: 'Select Preferences',
    text: 'Choose a continent, tell us where you have been, and pick your styles, interests and appetite for adventure.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Get Matched Destinations',
    text: 'We rank the destinations we know on that continent by how well they fit you, and say why each one does.',
    icon: Compass,
  },
  {
    title: 'Start Planning Your Trip',
    text: 'Pick a favourite and plan a week there in one click, or save it for later.',
    icon: MapIcon,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="rounded-lg border bg-secondary/40 p-5">
      <h2 id="how-it-works" className="text-lg font-semibold">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
