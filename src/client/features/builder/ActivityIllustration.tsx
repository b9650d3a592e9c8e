// The card's picture: the place's photograph (Wikimedia Commons) when it has one, else the
// activity's illustration when it loads, otherwise an icon for its kind (SPEC.md: 'photo or tag icon'). Images
// load lazily so a long plan does not fetch every picture at once.
import {
  Building2,
  Camera,
  Church,
  Coffee,
  Landmark,
  type LucideIcon,
  MapPin,
  Moon,
  Mountain,
  Palette,
  ShoppingBag,
  Store,
  Sun,
  Trees,
  UtensilsCrossed,
} from 'lucide-react';
import { useState } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { PlacePhoto } from '../../components/PlacePhoto.tsx';
import { cn } from '../../lib/cn.ts';
import { usePlacePicture } from '../../lib/pictures.ts';

const ICONS: Record<string, LucideIcon> = {
  landmark: Landmark,
  attraction: Camera,
  museum: Building2,
  gallery: Palette,
  religious: Church,
  park: Trees,
  nature: Mountain,
  hiking: Mountain,
  beach: Sun,
  viewpoint: Camera,
  market: Store,
  neighbourhood: MapPin,
  shopping: ShoppingBag,
  nightlife: Moon,
  restaurant: UtensilsCrossed,
  lunch: UtensilsCrossed,
  dinner: UtensilsCrossed,
  food: UtensilsCrossed,
  cafe: Coffee,
};

function iconFor(activity: Pick<Activity, 'type' | 'tags'>): LucideIcon {
  const keys = [activity.type, ...(activity.tags ?? [])].filter(Boolean) as string[];
  for (const k of keys) {
    const icon = ICONS[k.toLowerCase()];
    if (icon) return icon;
  }
  return MapPin;
}

/** The photograph's width for the card's 80 px slot (twice that, for sharp screens). */
export const CARD_PICTURE_WIDTH = 160;

export function ActivityIllustration({
  activity,
  photos = true,
  className,
}: {
  activity: Pick<Activity, 'title' | 'imageUrl' | 'type' | 'tags' | 'placeId'>;
  /** Look the place's photograph up (signed in); the share page asks its own endpoint and passes false. */
  photos?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  // The card shows the photograph's credit, where a line has room.
  const picture = usePlacePicture(photos ? activity.placeId : undefined, CARD_PICTURE_WIDTH);
  if (picture && failed !== picture.url) {
    return (
      <PlacePhoto
        picture={picture}
        alt={activity.title}
        onError={() => setFailed(picture.url)}
        className={cn('size-20 shrink-0 rounded-md', className)}
      />
    );
  }
  // The illustration endpoint draws square pictures for square slots, so nothing of it is cropped away.
  const src = activity.imageUrl?.startsWith('/api/places/photos?')
    ? `${activity.imageUrl}&shape=square`
    : activity.imageUrl;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={activity.title}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('size-20 shrink-0 rounded-md bg-muted object-cover', className)}
      />
    );
  }
  const Icon = iconFor(activity);
  return (
    <div
      className={cn(
        'flex size-20 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="size-8" />
    </div>
  );
}
