// The card's picture: a photograph of the destination's best-known sight (Wikimedia Commons, credited) when there
// is one, else the place photo when the photo service answers, otherwise a drawn landscape in colours picked
// from the name (so each destination keeps its own look).
import { useState } from 'react';
import { PhotoCredit, PlacePhoto } from '../../components/PlacePhoto.tsx';
import { usePlacePicture } from '../../lib/pictures.ts';

const PALETTES = [
  ['#0f766e', '#5eead4', '#fde68a'],
  ['#1d4ed8', '#93c5fd', '#fecaca'],
  ['#7c2d12', '#fdba74', '#fef3c7'],
  ['#4c1d95', '#c4b5fd', '#fbcfe8'],
  ['#14532d', '#86efac', '#fef9c3'],
  ['#0c4a6e', '#7dd3fc', '#e0f2fe'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function DestinationIllustration({ seed, className }: { seed: string; className?: string }) {
  const h = hash(seed);
  const [deep, light, sky] = PALETTES[h % PALETTES.length]!;
  const sunX = 40 + (h % 220);
  const ridge = 40 + ((h >> 8) % 30);
  return (
    <svg viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true">
      <rect width="320" height="160" fill={sky} />
      <circle cx={sunX} cy="48" r="20" fill="#fff" opacity="0.75" />
      <path
        d={`M0 ${160 - ridge} L70 ${70 + (h % 25)} L140 ${160 - ridge + 10} L210 ${60 + ((h >> 4) % 30)} L320 ${150 - ridge} V160 H0 Z`}
        fill={light}
      />
      <path
        d={`M0 150 Q80 ${105 + ((h >> 12) % 20)} 160 135 T320 ${120 + ((h >> 16) % 20)} V160 H0 Z`}
        fill={deep}
      />
    </svg>
  );
}

export function DestinationImage({
  src,
  name,
  country,
  destinationId,
}: {
  src?: string;
  name: string;
  country: string;
  destinationId?: string;
}) {
  const [failed, setFailed] = useState(!src);
  const picture = usePlacePicture(destinationId, 640);
  const [photoFailed, setPhotoFailed] = useState(false);
  if (picture && !photoFailed) {
    return (
      <figure>
        <div className="aspect-[2/1] w-full overflow-hidden rounded-t-lg bg-muted">
          <PlacePhoto
            picture={picture}
            alt={picture.subject ? `${picture.subject}, ${name}` : `${name}, ${country}`}
            onError={() => setPhotoFailed(true)}
            className="size-full"
          />
        </div>
        <figcaption>
          <PhotoCredit picture={picture} className="line-clamp-2 px-4 pt-1.5 text-xs" />
        </figcaption>
      </figure>
    );
  }
  return (
    <div className="relative aspect-[2/1] w-full overflow-hidden rounded-t-lg bg-muted">
      {failed ? (
        <DestinationIllustration seed={`${name}|${country}`} className="size-full" />
      ) : (
        <img
          // The illustration endpoint draws 2:1 pictures for this 2:1 slot, so its caption is never cropped.
          src={src?.startsWith('/api/places/photos?') ? `${src}&shape=banner` : src}
          alt={`${name}, ${country}`}
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
