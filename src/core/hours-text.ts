// Opening hours written as short text, the way OpenStreetMap's `opening_hours` tag writes the common cases:
// "Tu-Su 09:30-17:30", "Mo-Fr 08:00-14:00, 16:00-20:00; Sa 09:00-13:00", "We-Sa 19:00-02:00", "24/7", "off".
// Rules are separated by ";" and a later rule replaces what earlier ones said for the days it names. A closing
// time at or before the opening time runs past midnight ("19:00-02:00" is written 19:00-26:00 in the weekly form).
// The knowledge base stores hours this way; the planner reads the weekly form (`OpeningHours`).
import type { OpeningHours, Weekday } from './knowledge.ts';

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const KEYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export class HoursTextError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function parseClockText(text: string, rule: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) throw new HoursTextError(`"${text}" is not a time (HH:MM) in "${rule}"`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 29 || min > 59) throw new HoursTextError(`"${text}" is not a time of day in "${rule}"`);
  return h * 60 + min;
}

function parseDays(text: string, rule: string): number[] {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [a, b] = part.split('-');
    const from = DAY_CODES.indexOf(a as (typeof DAY_CODES)[number]);
    const to = b === undefined ? from : DAY_CODES.indexOf(b as (typeof DAY_CODES)[number]);
    if (from < 0 || to < 0)
      throw new HoursTextError(`"${part}" is not a day or day range (Mo-Su) in "${rule}"`);
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  return [...days];
}

function parseRanges(text: string, rule: string): [string, string][] {
  if (text === 'off' || text === 'closed') return [];
  const ranges: [number, number][] = text.split(',').map((part) => {
    const [a, b, extra] = part.trim().split('-');
    if (a === undefined || b === undefined || extra !== undefined)
      throw new HoursTextError(`"${part.trim()}" is not a time range (HH:MM-HH:MM) in "${rule}"`);
    const open = parseClockText(a, rule);
    let close = parseClockText(b, rule);
    if (open >= 24 * 60) throw new HoursTextError(`an opening time must be before 24:00 in "${rule}"`);
    if (close <= open) close += 24 * 60;
    if (close - open > 24 * 60) throw new HoursTextError(`a range longer than a day in "${rule}"`);
    return [open, close];
  });
  ranges.sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![1]) throw new HoursTextError(`overlapping ranges in "${rule}"`);
  }
  return ranges.map(([o, c]) => [clock(o), clock(c)]);
}

/** The weekly form of an hours text; throws HoursTextError naming what is wrong. */
export function parseHoursText(text: string): OpeningHours {
  const week: [string, string][][] = KEYS.map(() => []);
  const source = text.trim();
  if (source === '' || source === 'off' || source === 'closed') return toWeek(week);
  for (const raw of source.split(';')) {
    const rule = raw.trim();
    if (!rule) continue;
    if (rule === '24/7') {
      for (let d = 0; d < 7; d++) week[d] = [['00:00', '24:00']];
      continue;
    }
    const space = rule.indexOf(' ');
    if (space < 0) throw new HoursTextError(`"${rule}" needs days and times ("Mo-Fr 09:00-17:00")`);
    const days = parseDays(rule.slice(0, space), rule);
    const ranges = parseRanges(rule.slice(space + 1).trim(), rule);
    for (const d of days) week[d] = ranges.map((r) => [...r] as [string, string]);
  }
  return toWeek(week);
}

function toWeek(week: [string, string][][]): OpeningHours {
  return Object.fromEntries(KEYS.map((k, i) => [k, week[i]!])) as OpeningHours;
}

/** The shortest hours text for a weekly form: days with the same ranges grouped into runs. */
export function formatHoursText(hours: OpeningHours): string {
  const lines = KEYS.map((k) =>
    hours[k].length === 0 ? 'off' : hours[k].map(([o, c]) => `${o}-${wrapClose(c)}`).join(','),
  );
  if (lines.every((l) => l === 'off')) return 'off';
  if (lines.every((l) => l === '00:00-24:00')) return '24/7';
  const groups = new Map<string, number[]>();
  lines.forEach((l, d) => {
    if (l !== 'off') groups.set(l, [...(groups.get(l) ?? []), d]);
  });
  const rules = [...groups.entries()].map(([ranges, days]) => ({ days, ranges }));
  rules.sort((a, b) => a.days[0]! - b.days[0]!);
  return rules.map((r) => `${dayList(r.days)} ${r.ranges}`).join('; ');
}

/** "26:00" -> "02:00" (the text form wraps past midnight), "24:00" stays. */
function wrapClose(close: string): string {
  const m = Number(close.slice(0, 2)) * 60 + Number(close.slice(3));
  return m > 24 * 60 ? clock(m - 24 * 60) : close;
}

function dayList(days: number[]): string {
  const runs: string[] = [];
  let i = 0;
  while (i < days.length) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    runs.push(j === i ? DAY_CODES[days[i]!]! : `${DAY_CODES[days[i]!]}-${DAY_CODES[days[j]!]}`);
    i = j + 1;
  }
  return runs.join(',');
}
