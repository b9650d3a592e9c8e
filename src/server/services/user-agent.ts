// How this server names itself to public services (Wikimedia's and OpenStreetMap's policies ask for a name
// and a way to reach the operator): the app and version, and the instance's public address when it has one.
const APP = 'Wayfarer/0.1.0';

export function appUserAgent(publicUrl?: string): string {
  return `${APP} (self-hosted travel itinerary planner${publicUrl ? `; ${publicUrl}` : ''})`;
}
