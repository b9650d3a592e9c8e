// Reading the free-text times and durations activities carry ('9:00 AM', '14:30', '2 hours', '1h 30m').

/** Minutes after midnight for a clock time such as '9:00 AM', '9 pm', '12:30 p.m.', '14:30', 'noon'; else null. */
export function parseClockTime(text: string | undefined): number | null {
  if (!text) return null;
  const s = text.trim().toLowerCase().replace(/\./g, '');
  if (s === 'noon') return 12 * 60;
  if (s === 'midnight') return 0;
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(s);
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = m[2] ? Number(m[2]) : 0;
  const meridiem = m[3]?.[0];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    if (hours === 12) hours = 0;
    if (meridiem === 'p') hours += 12;
  } else if (hours > 23 || !m[2]) {
    // A bare number ('9') is too ambiguous to place on a calendar.
    return null;
  }
  return hours * 60 + minutes;
}

const UNIT_MINUTES: Record<string, number> = {
  d: 1440,
  day: 1440,
  days: 1440,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
};

/**
 * Minutes in a duration such as '2 hours', '1.5 hrs', '90 minutes', '1h 30m' or '1 hour 30 minutes'. A range
 * ('1-2 hours') counts its lower end. Null when nothing readable is found.
 */
export function parseDurationMinutes(text: string | undefined): number | null {
  if (!text) return null;
  const s = text.toLowerCase().replace(/(\d)\s*(?:-|to|–)\s*[\d.]+/g, '$1');
  let total = 0;
  let found = false;
  for (const m of s.matchAll(/(\d+(?:\.\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)\b/g)) {
    total += Number(m[1]) * UNIT_MINUTES[m[2]!]!;
    found = true;
  }
  return found && total > 0 ? Math.round(total) : null;
}
