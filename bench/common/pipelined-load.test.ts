import { expect, test } from "vitest";
import { takeAnswers } from "./pipelined-load.ts";

test("answers are counted by status across chunks, bodies skipped, and a partial one kept for later", () => {
  const statuses = new Map<string, number>();
  const noContent = "HTTP/1.1 204 No Content\r\nDate: x\r\n\r\n";
  const refused = 'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n{"success":false}';
  const all = noContent + refused + noContent;
  const cut = noContent.length + 60;

  const first = takeAnswers(all.slice(0, cut), statuses);
  expect(first.count).toBe(1);
  const second = takeAnswers(first.rest + all.slice(cut), statuses);
  expect(second).toEqual({ rest: "", count: 2 });
  expect(Object.fromEntries(statuses)).toEqual({ "204": 2, "400": 1 });
});
