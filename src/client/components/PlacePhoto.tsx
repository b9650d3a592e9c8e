// A place's photograph from Wikimedia Commons and its credit: the author linked to the file's page, the licence
// to its terms. The image is the thumbnail the server chose for the slot, lazy, with its width and height set
// so nothing shifts when it arrives.
import type { PlacePicture } from '../../core/api/places.ts';
import { cn } from '../lib/cn.ts';

export function PlacePhoto({
  picture,
  alt,
  className,
  eager = false,
  onError,
}: {
  picture: PlacePicture;
  alt: string;
  className?: string;
  /** Above the fold (a popover just opened): load at once. */
  eager?: boolean;
  /** The image could not be loaded (the caller shows its illustration instead). */
  onError?: () => void;
}) {
  return (
    <img
      src={picture.url}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={onError}
      className={cn('bg-muted object-cover', className)}
    />
  );
}

export function PhotoCredit({ picture, className }: { picture: PlacePicture; className?: string }) {
  const link = 'underline decoration-dotted underline-offset-2 hover:decoration-solid';
  const full = `Photo${picture.subject ? ` of ${picture.subject}` : ''}: ${picture.author}, ${picture.license} (Wikimedia Commons)`;
  return (
    <p className={cn('text-muted-foreground', className)} title={full}>
      {picture.subject ? `${picture.subject} · photo: ` : 'Photo: '}
      <a href={picture.fileUrl} target="_blank" rel="noopener noreferrer" className={link}>
        {picture.author}
      </a>
      {', '}
      {picture.licenseUrl ? (
        <a href={picture.licenseUrl} target="_blank" rel="noopener noreferrer license" className={link}>
          {picture.license}
        </a>
      ) : (
        picture.license
      )}
    </p>
  );
}
