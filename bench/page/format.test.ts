import { expect, test } from "vitest";
import { formatKb, formatMs, formatPercent, formatRate, formatSeconds, markdownTable } from "./format.ts";

test("formats sizes, times, shares and rates the way the report shows them", () => {
  expect(formatKb(145_184)).toBe("145.2 KB");
  expect(formatMs(27.6)).toBe("28 ms");
  expect(formatSeconds(17_726.7)).toBe("17.73 s");
  expect(formatPercent(0.7049)).toBe("70%");
  expect(formatRate(12_345.6)).toBe("12,346 req/s");
});

test("writes a markdown table with padded columns, a separator row and escaped pipes", () => {
  const table = markdownTable(
    ["Route", "Score"],
    [
      ["/", "100"],
      ["a|b", "99"],
    ],
  );
  expect(table.split("\n")).toEqual(["| Route | Score |", "| ----- | ----- |", "| /     | 100   |", "| a\\|b  | 99    |"]);
});
