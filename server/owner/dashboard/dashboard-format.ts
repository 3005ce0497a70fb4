// How the dashboard writes its numbers and times, in the statistics' time zone.

const NUMBER = new Intl.NumberFormat("en-GB");

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

export function formatDepth(depth: number | undefined): string {
  return depth === undefined ? "–" : `${Math.round(depth)}%`;
}

/** 45 s, 3 min 20 s, 1 h 05 min. */
export function formatSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return "–";
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min${whole % 60 ? ` ${whole % 60} s` : ""}`;
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, "0")} min`;
}

/** 'Tuesday 14:02' within the last week, 'Tuesday 3 November, 14:02' before. */
export function formatReadAt(at: Date, now: Date, timeZone: string): string {
  const isRecent = now.getTime() - at.getTime() < 6 * 24 * 60 * 60 * 1000;
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    ...(isRecent ? {} : { day: "numeric", month: "long" }),
  }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return isRecent ? `${day} ${time}` : `${day}, ${time}`;
}

/** A day of the range ('2026-11-24') as the chart's table names it: 'Tue 24 Nov'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(date);
}
