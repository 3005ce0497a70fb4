// Days of the reading statistics (docs/product.md#reading-statistics): counted in one time zone, site.yaml's
// statistics.timeZone (UTC by default), and written YYYY-MM-DD, which sorts as the days follow.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayOf(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
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
