import { expect, test } from "vitest";
import { parseChildCpuTicks } from "./cpu-time.ts";

test("adds the waited-for children's user and system ticks, whatever the command name holds", () => {
  const line = "4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 100 200 0 0 50 7 1234 56 20 0 11 0 999 1000 2000";
  expect(parseChildCpuTicks(line)).toBe(1234 + 56);
});

test("refuses a line that is not a stat line", () => {
  expect(() => parseChildCpuTicks("(x) S 1")).toThrow("unexpected /proc stat line");
});
