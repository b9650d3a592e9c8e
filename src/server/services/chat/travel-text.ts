// How the chat words a travel estimate (the estimate itself is the planner's model, shared with the plans).
import type { Leg } from '../../../planner/travel.ts';

/** "35 min", "1 h 5 min". */
export function formatMinutesDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "about 0.8 km, roughly 11 min on foot" / "about 5.4 km, roughly 20 min by public transport or taxi". */
export function describeTravel(leg: Leg): string {
  const km = leg.km < 0.1 ? 'under 100 m' : `about ${leg.km.toFixed(1)} km`;
  return leg.mode === 'walk'
    ? `${km}, roughly ${formatMinutesDuration(leg.minutes)} on foot`
    : `${km}, roughly ${formatMinutesDuration(leg.minutes)} by public transport or taxi`;
}
