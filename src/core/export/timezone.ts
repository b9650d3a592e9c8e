// Time-zone offsets and transitions from the runtime's own zone database (Intl), for iCalendar VTIMEZONE blocks.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when the runtime knows this IANA zone name. */
export function isKnownTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in minutes, at a UTC instant. */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(utcMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

export interface ZoneTransition {
  /** The UTC instant the new offset starts. */
  at: number;
  from: number;
  to: number;
}

const HOUR = 3_600_000;

/** Every offset change between two UTC instants, found by stepping 12 hours and bisecting to the minute. */
export function zoneTransitions(zone: string, fromMs: number, toMs: number): ZoneTransition[] {
  const out: ZoneTransition[] = [];
  let t = fromMs;
  let off = zoneOffsetMinutes(zone, t);
  while (t < toMs) {
    const next = Math.min(t + 12 * HOUR, toMs);
    const nextOff = zoneOffsetMinutes(zone, next);
    if (nextOff !== off) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (zoneOffsetMinutes(zone, mid) === off) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: off, to: nextOff });
      off = nextOff;
    }
    t = next;
  }
  return out;
}

/** A short name for the zone at an instant ('CEST', 'GMT+9'), as the runtime spells it. */
export function zoneAbbreviation(zone: string, utcMs: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(utcMs))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "UTC+1", "UTC−3:30", "UTC" at an instant. */
export function utcOffsetText(zone: string, utcMs: number): string {
  const minutes = zoneOffsetMinutes(zone, utcMs);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "local time 3:05 PM (UTC+1)": what a traveller needs of a zone, not its database name. */
export function localTimeText(zone: string, utcMs: number): string | undefined {
  if (!isKnownTimeZone(zone)) return undefined;
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(utcMs));
  return `local time ${clock} (${utcOffsetText(zone, utcMs)})`;
}
