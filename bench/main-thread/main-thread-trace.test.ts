import { expect, test } from "vitest";
import { findMainThread, mainThreadFigures, type TraceEvent } from "./main-thread-trace.ts";

const MS = 1000;
const RENDERER = 20;
const MAIN = 1;

const task = (startMs: number, durationMs: number, name = "RunTask", tid = MAIN, pid = RENDERER): TraceEvent => ({
  name,
  ph: "X",
  ts: startMs * MS,
  dur: durationMs * MS,
  pid,
  tid,
});

const SETUP: TraceEvent[] = [
  {
    name: "TracingStartedInBrowser",
    ph: "I",
    ts: 0,
    pid: 1,
    tid: 1,
    args: { data: { frames: [{ frame: "F1", processId: 10 }] } },
  },
  // The navigation moved the page to another renderer.
  { name: "FrameCommittedInBrowser", ph: "I", ts: 1, pid: 1, tid: 1, args: { data: { frame: "F1", processId: RENDERER } } },
  { name: "thread_name", ph: "M", ts: 0, pid: 10, tid: 7, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: RENDERER, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: RENDERER, tid: 2, args: { name: "Compositor" } },
];

test("follows the main frame to the renderer its navigation committed in", () => {
  expect(findMainThread(SETUP)).toEqual({ pid: RENDERER, tid: MAIN });
});

test("sums the main thread's tasks, the part of each beyond 50 ms, and where the time went", () => {
  const events = [
    ...SETUP,
    task(100, 80),
    task(105, 30, "ParseHTML"),
    task(140, 30, "v8.evaluateModule"),
    task(150, 10, "MinorGC"),
    task(300, 20),
    task(302, 18, "Layout"),
    // Not the page's main thread: another thread, another process.
    task(100, 500, "RunTask", 2),
    task(100, 500, "RunTask", MAIN, 10),
  ];
  const figures = mainThreadFigures(events, 0, 1000 * MS);
  expect(figures.mainThreadMs).toBe(100);
  expect(figures.over50Ms).toBe(30);
  expect(figures.longestTaskMs).toBe(80);
  expect(figures.byActivity).toEqual({
    script: 20,
    "parse HTML and CSS": 30,
    "style and layout": 18,
    paint: 0,
    images: 0,
    "garbage collection": 10,
    other: 22,
  });
});

test("counts only the part of a task inside the window", () => {
  const figures = mainThreadFigures([...SETUP, task(0, 100), task(950, 100)], 40 * MS, 1000 * MS);
  expect(figures.mainThreadMs).toBe(110);
  expect(figures.over50Ms).toBe(10);
});

test("a trace without its main frame says so", () => {
  expect(() => mainThreadFigures([task(0, 10)], 0, 10)).toThrow("no main frame");
});
