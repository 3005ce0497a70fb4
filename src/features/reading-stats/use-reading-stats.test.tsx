import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useReadingStats } from "./use-reading-stats.ts";

function Page() {
  useReadingStats();
  return null;
}

/** A case study's prose (the body the depth is measured against), 2,000 px tall with its top at the window's. */
function CaseStudy() {
  useReadingStats();
  return (
    <article>
      <div
        className="prose"
        ref={(body) => {
          // jsdom lays nothing out: the box a browser would measure.
          if (body) body.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 2000 });
        }}
      />
    </article>
  );
}

let sent: { kind: string; view: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  // jsdom has no sendBeacon; this one records what the page would send.
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, body: string) => sent.push(JSON.parse(body)) > 0,
  });
});

afterEach(() => {
  // Unmounted while sendBeacon is still there: leaving the page sends the view's update.
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "sendBeacon");
});

test("the view's start waits until the browser is idle, so it never competes with the page's own work", () => {
  render(
    <MemoryRouter initialEntries={["/about"]}>
      <Page />
    </MemoryRouter>,
  );
  expect(sent).toEqual([]);
  // jsdom has no requestIdleCallback: a second later, as in a browser without one.
  vi.advanceTimersByTime(1000);
  expect(sent).toEqual([expect.objectContaining({ kind: "start", path: "/about" })]);
});

test("a page left before the browser was idle sends its start, then its update, and the start only once", () => {
  const page = render(
    <MemoryRouter initialEntries={["/about"]}>
      <Page />
    </MemoryRouter>,
  );
  page.unmount();
  vi.advanceTimersByTime(5000);
  expect(sent.map((beacon) => beacon.kind)).toEqual(["start", "update"]);
  expect(sent[1]?.view).toBe(sent[0]?.view);
});

test("a page left before its first frame still reports how far it was read", () => {
  render(
    <MemoryRouter initialEntries={["/case-studies/a-study"]}>
      <CaseStudy />
    </MemoryRouter>,
  );
  // No frame has run (the clock is held): the depth is measured as the page is left.
  window.dispatchEvent(new PageTransitionEvent("pagehide"));
  expect(sent.map((beacon) => beacon.kind)).toEqual(["start", "update"]);
  // 768 px of the 2,000 px body above the window's bottom.
  expect(sent[1]).toMatchObject({ kind: "update", depth: Math.round((innerHeight / 2000) * 100) });
});
