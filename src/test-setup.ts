import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only when globals are on; they are off here.
afterEach(cleanup);

// jsdom has no matchMedia; an inert stand-in lets the layout mount. What it drives (the menu
// closing on a wide window) is tested in Chromium (tests/navigation.spec.ts).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom does no layout, so it has no ResizeObserver; one that never reports leaves sizes unmeasured,
// as before the first layout. Scaling to fit is tested in Chromium (tests/prototype-viewer.spec.ts).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
