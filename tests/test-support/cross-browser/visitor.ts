// What a cross-browser test can do on a page, in a visitor's terms: find things by their role and
// accessible name as the browser's own accessibility tree reports them, click, press keys. One
// implementation per driver (firefox-visitor.ts, webkit-visitor.ts), so every test runs unchanged
// in every engine.
import type { Engine } from "./browsers.ts";

/** The roles the journeys look for (WAI-ARIA names, as the browsers compute them). */
export type Role = "banner" | "button" | "contentinfo" | "dialog" | "group" | "heading" | "link" | "navigation" | "region";
export type Key = "Enter" | "Escape" | "Tab";

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 375, height: 812 };

/** An element a visitor found; only the visitor that found it can act on it. */
export interface Found {
  readonly description: string;
}

export interface FindOptions {
  /** Look only inside this element (a landmark, a dialog). */
  within?: Found;
  /** How long to wait for it to be shown, in ms; 5 s unless said. */
  timeout?: number;
  /** For a heading: its level (1 is the page's main heading). */
  level?: number;
}

export interface Visitor {
  readonly engine: Engine;
  /** Sets the size of the page's viewport, as a window of that size would. */
  resize(viewport: Viewport): Promise<void>;
  /** Opens a page of the site (a path such as "/about") and waits until the app has started on it (src/root.tsx). */
  goto(path: string): Promise<void>;
  /** The page's path now. */
  pathname(): Promise<string>;
  /** Waits until an element with this role and exactly this accessible name is shown, and returns it. */
  find(role: Role, name: string, options?: FindOptions): Promise<Found>;
  /**
   * Waits inside the page, by its own clock, until the main heading (the h1 in <main>) reads `text`:
   * false after `timeout` ms. Timed in the page, so a busy machine's WebDriver round trips are not counted.
   */
  mainHeadingWithin(text: string, timeout: number): Promise<boolean>;
  /** Whether such an element is shown right now. */
  isShown(role: Role, name: string, options?: Omit<FindOptions, "timeout">): Promise<boolean>;
  click(target: Found): Promise<void>;
  press(key: Key): Promise<void>;
  isFocused(target: Found): Promise<boolean>;
  /** A computed style of the element, e.g. its background colour, as the browser draws it. */
  computedStyle(target: Found, property: string): Promise<string>;
  /** Scrolls to the end of the page, as a reader who reads to the end, and waits two frames. */
  scrollToEnd(): Promise<void>;
  /** Leaves for `url` as a typed address or a bookmark does, and waits until it has loaded (no app to wait for there). */
  leaveFor(url: string): Promise<void>;
  /**
   * The browser's back and forward buttons: each starts the history traversal and returns, without
   * waiting for a load event, which a page restored from the back/forward cache never fires (the
   * drivers' own back commands wait for one). Wait for what the page then shows.
   */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** The browser's reload; waits until the page has loaded. */
  reload(): Promise<void>;
  /** Runs `use` with a visitor of the page inside the frame named `title`. */
  insideFrame<T>(title: string, use: (frame: Visitor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs in the page: scrolls to its end and resolves after two frames, as the reading statistics measure once a frame. */
export function scrollPageToEnd(): Promise<void> {
  scrollTo(0, document.documentElement.scrollHeight);
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Runs in the page: goes `delta` steps through the tab's history, as the back (-1) and forward (1) buttons do, after this script has returned. */
export function traverseHistory(delta: number): void {
  setTimeout(() => history.go(delta));
}

/** Polls `check` until it is true; fails with `message` after `timeout` ms. */
export async function eventually(check: () => Promise<boolean>, message: string, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeout} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The level of a heading element: its aria-level, else the n of its <hn>. Runs in the page. */
export function headingLevel(element: Element): number {
  return Number(element.getAttribute("aria-level") ?? element.tagName.slice(1));
}

/** Runs in the page: resolves true once the main heading reads `text`, false after `timeout` ms. Polls by timer, not animation frame. */
export async function mainHeadingReads(text: string, timeout: number): Promise<boolean> {
  const end = performance.now() + timeout;
  for (;;) {
    if (document.querySelector("main h1")?.textContent?.trim() === text) return true;
    if (performance.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
