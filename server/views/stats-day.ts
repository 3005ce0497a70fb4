// Days of the reading statistics (docs/product.md#reading-statistics): counted in one time zone, site.yaml's
// statistics.timeZone (UTC by default), and written YYYY-MM-DD, which sorts as the days follow.

interface DayFormat {
  formatter: Intl.DateTimeFormat;
  /** The last minute asked about (ms since the epoch / 60,000) and its day: beacons ask for now, again and again. */
  minute: number;
  day: string;
}

const formats = new Map<string, DayFormat>();

/**
 * The day `at` falls on in `timeZone`, as YYYY-MM-DD. Formatting is among a beacon's dearer steps, so
 * the last minute's answer is kept: today every time zone's midnight falls on a whole minute.
 */
export function dayOf(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    const formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    format = { formatter, minute: Number.NaN, day: "" };
    formats.set(timeZone, format);
  }
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== format.minute) {
    format.day = format.formatter.format(at);
    format.minute = minute;
  }
  return format.day;
}

/** The day `count` days after `day` (before, when negative): calendar days, whatever the time zone. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
