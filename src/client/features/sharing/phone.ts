// A loose check of a phone number for the SMS tab: the messaging app does the real dialling rules.

export const PHONE_MESSAGE = 'Enter a phone number: digits, spaces, +, - and parentheses, at least 6 digits.';

/** SPEC.md's SMS tab needs a phone: null when it looks like one, else the message to show. */
export function phoneProblem(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^[\d\s()+-]+$/.test(trimmed)) return PHONE_MESSAGE;
  if ((trimmed.match(/\d/g) ?? []).length < 6) return PHONE_MESSAGE;
  return null;
}

/** The line that goes with a shared link (in a text, on WhatsApp): it names the trip. */
export function shareLine(destination: string): string {
  return `My itinerary for ${destination.trim()}`;
}

/** The text message: a line naming the trip and the read-only link. */
export function smsText(destination: string, url: string): string {
  return `${shareLine(destination)}: ${url}`;
}
