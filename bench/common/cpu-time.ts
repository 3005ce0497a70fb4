import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * CPU time (user + system) used by the children this process has waited for, in ms, from
 * /proc/self/stat on Linux; undefined elsewhere. Read before and after a build, the difference is
 * the build's own CPU time, which other people's work on a shared machine barely changes (unlike wall time).
 */
export function childCpuMs(): number | undefined {
  try {
    // Ticks per second first: getconf is a child too, and must not fall between two readings.
    const msPerTick = 1000 / clockTicksPerSecond();
    return parseChildCpuTicks(readFileSync("/proc/self/stat", "utf8")) * msPerTick;
  } catch {
    return undefined;
  }
}

let ticksPerSecond: number | undefined;

function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

/** cutime + cstime (fields 16 and 17 of proc(5)'s stat line), in clock ticks. */
export function parseChildCpuTicks(statLine: string): number {
  // Field 2, the command name, is in parentheses and may itself hold spaces or parentheses.
  const fields = statLine
    .slice(statLine.lastIndexOf(")") + 2)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) throw new Error("unexpected /proc stat line");
  return cutime + cstime;
}

/**
 * CPU time (user + system) a running process has used so far, in ms, from /proc/{pid}/stat; with
 * `mainThread`, its main thread's alone (/proc/{pid}/task/{pid}/stat). Undefined where there is no /proc.
 */
export function processCpuMs(pid: number, { mainThread = false } = {}): number | undefined {
  try {
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, "utf8");
    const after = fields
      .slice(fields.lastIndexOf(")") + 2)
      .trim()
      .split(/\s+/);
    // utime and stime, fields 14 and 15 of proc(5)'s stat line.
    return (Number(after[11]) + Number(after[12])) * (1000 / clockTicksPerSecond());
  } catch {
    return undefined;
  }
}
