// Opening hours of knowledge-base places as the details API shows them: Google-style weekday lines and
// whether the place is open now at the destination's local time. Closing times past midnight are written
// 24:00-29:59 in the data ("26:00" = 2 AM the next day).
import { type OpeningHours, WEEKDAYS, type Weekday } from '../../../core/knowledge.ts';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const minutesOf = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** "09:30" -> "9:30 AM", "26:00" -> "2:00 AM", "12:00" -> "12:00 PM". */
export function clockText(clock: string): string {
  const total = minutesOf(clock) % (24 * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Seven lines, Monday first: "Monday: 9:00 AM – 6:00 PM", "Monday: Closed", "Monday: Open 24 hours". */
export function weekdayText(hours: OpeningHours): string[] {
  return WEEKDAYS.map((day) => {
    const ranges = hours[day];
    if (!ranges.length) return `${DAY_NAMES[day]}: Closed`;
    if (ranges.some(([open, close]) => open === '00:00' && minutesOf(close) >= 24 * 60)) {
      return `${DAY_NAMES[day]}: Open 24 hours`;
    }
    return `${DAY_NAMES[day]}: ${ranges.map(([open, close]) => `${clockText(open)} – ${clockText(close)}`).join(', ')}`;
  });
}

/** The weekday and minutes since midnight at `timeZone` for the instant `now`. */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('weekday').slice(0, 3).toLowerCase() as Weekday;
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Open at this local weekday and time, counting yesterday's ranges that run past midnight. */
export function isOpenAt(hours: OpeningHours, day: Weekday, minutes: number): boolean {
  const today = hours[day].some(([open, close]) => minutes >= minutesOf(open) && minutes < minutesOf(close));
  if (today) return true;
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
  return hours[yesterday].some(([, close]) => minutes + 24 * 60 < minutesOf(close));
}

export function isOpenNow(hours: OpeningHours, timeZone: string, now = new Date()): boolean {
  const { day, minutes } = localClock(now, timeZone);
  return isOpenAt(hours, day, minutes);
}
