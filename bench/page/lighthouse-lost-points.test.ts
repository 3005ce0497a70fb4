import { expect, test } from "vitest";
import { type AuditNote, findLostPoints, mergeAuditNotes } from "./lighthouse-lost-points.ts";
import { makeLighthouseReport } from "./lighthouse-report-fixture.ts";

test("lists weighted audits below 1 and performance opportunities, but not informative audits", () => {
  const notes = findLostPoints(makeLighthouseReport());
  expect(notes.map((note) => [note.category, note.id, note.isWeighted])).toEqual([
    ["performance", "largest-contentful-paint", true],
    ["performance", "unused-javascript", false],
    ["accessibility", "color-contrast", true],
  ]);
});

test("names the URLs an audit points at, once each", () => {
  const unusedJs = findLostPoints(makeLighthouseReport()).find((note) => note.id === "unused-javascript");
  expect(unusedJs?.urls).toEqual(["http://127.0.0.1/assets/home.js"]);
});

test("merges the notes of several runs, counting the runs and keeping the lowest score", () => {
  const note = (score: number): AuditNote => ({
    category: "accessibility",
    id: "color-contrast",
    title: "Contrast",
    score,
    urls: [],
    isWeighted: true,
  });
  const hint: AuditNote = {
    category: "performance",
    id: "unused-javascript",
    title: "Unused JS",
    score: 50,
    urls: [],
    isWeighted: false,
  };
  expect(mergeAuditNotes([[note(0), hint], [note(50)], []])).toEqual([
    { ...note(0), runs: 2 },
    { ...hint, runs: 1 },
  ]);
});
