// 'Saved destinations': the traveller's Save for Later list, each removable and plannable.
import { MapPin, Route, Trash2 } from 'lucide-react';
import type { Bookmark } from '../../../core/api/bookmarks.ts';
import { Button } from '../../components/ui/button.tsx';
import { PopularityStars } from './PopularityStars.tsx';

interface Props {
  bookmarks: readonly Bookmark[];
  removingId: string | null;
  onPlan: (bookmark: Bookmark) => void;
  onRemove: (bookmark: Bookmark) => void;
}

export function SavedDestinations({ bookmarks, removingId, onPlan, onRemove }: Props) {
  return (
    <section aria-labelledby="saved-destinations" className="grid gap-3">
      <h2 id="saved-destinations" className="text-lg font-semibold">
        Saved destinations
      </h2>
      {bookmarks.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing saved yet. Use 'Save for Later' on a recommendation to keep it here.
        </p>
      ) : (
        <ul className="grid gap-2">
          {bookmarks.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-3 rounded-md border bg-card p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{b.data.name}</p>
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {b.data.country}
                </p>
                <PopularityStars level={b.data.popularityLevel} />
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => onPlan(b)}>
                  <Route aria-hidden="true" />
                  Plan
                  <span className="sr-only"> your itinerary for {b.data.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={removingId === b.id}
                  onClick={() => onRemove(b)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                  <span className="sr-only"> {b.data.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
