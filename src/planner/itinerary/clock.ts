// Minutes after local midnight <-> the texts activities carry ('9:00 AM', '1 hour 30 minutes', '21:30').

export const MINUTES_PER_DAY = 1440;

/** "HH:MM" (hours may run past 24 for closing times after midnight) to minutes after midnight. */
export function hhmmToMinutes(text: string): number {
  const [h, m] = text.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight as '9:00 AM' / '12:30 PM'; 24:00 and later wrap to the next morning's clock. */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

const CLOCK = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/;

/** '9:00 AM' to minutes after midnight; undefined when the text is not such a time. */
export function parseClock(text: string): number | undefined {
  const match = CLOCK.exec(text);
  if (!match) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h < 1 || h > 12 || m > 59) return undefined;
  const pm = match[3]!.toUpperCase() === 'PM';
  return ((h % 12) + (pm ? 12 : 0)) * 60 + m;
}

/** 90 -> '1 hour 30 minutes', 120 -> '2 hours', 45 -> '45 minutes'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m > 0 || h === 0) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
