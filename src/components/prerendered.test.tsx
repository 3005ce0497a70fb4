import { act, type ReactElement, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { Prerendered } from "./prerendered.tsx";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

function Page({ words, wordsKey }: { words: string; wordsKey?: string }) {
  return (
    <main>
      <Prerendered as="section" className="prose" aria-label="Story" key={wordsKey}>
        <p>{words}</p>
      </Prerendered>
      <Counter />
    </main>
  );
}

/** What prerendering writes: React's server renderer in Vite's server build. */
function prerender(page: ReactElement): string {
  vi.stubEnv("SSR", true);
  try {
    return renderToString(page);
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The page's HTML as prerendering writes it, then hydrated with `page`, as the browser does on load. */
function hydrate(prerendered: ReactElement, page: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = prerender(prerendered);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  act(() => {
    root = hydrateRoot(container, page, { onRecoverableError });
  });
  return { container, onRecoverableError };
}

const story = (container: HTMLElement) => container.querySelector("section");

test("prerendering writes the element with its children", () => {
  expect(prerender(<Page words="Once upon a time" />)).toBe(
    '<main><section class="prose" aria-label="Story"><p>Once upon a time</p></section><button type="button">Clicked <!-- -->0<!-- --> times</button></main>',
  );
});

test("on hydration React leaves the children as prerendered: it never walks or compares them", () => {
  // Other words in the browser than in the HTML would be a mismatch anywhere React looked.
  const { container, onRecoverableError } = hydrate(<Page words="Once upon a time" />, <Page words="Something else" />);
  expect(story(container)?.outerHTML).toBe('<section class="prose" aria-label="Story"><p>Once upon a time</p></section>');
  expect(onRecoverableError).not.toHaveBeenCalled();
});

test("the rest of the page hydrates and works beside it", () => {
  const { container } = hydrate(<Page words="Once upon a time" />, <Page words="Once upon a time" />);
  const button = container.querySelector("button");
  act(() => button?.click());
  expect(button?.textContent).toBe("Clicked 1 times");
  // The kept children stay once, after the render that follows the click and hydration.
  expect(story(container)?.querySelectorAll("p")).toHaveLength(1);
});

test("a new key renders the new children: content that changed after load", () => {
  const { container } = hydrate(<Page words="Once upon a time" wordsKey="a" />, <Page words="Once upon a time" wordsKey="a" />);
  act(() => root?.render(<Page words="With private work" wordsKey="b" />));
  expect(story(container)?.textContent).toBe("With private work");
});

test("rendered by the browser itself (a client navigation), it renders its children", () => {
  const container = document.createElement("div");
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<Page words="A page opened in the app" />);
  });
  expect(story(container)?.outerHTML).toBe('<section class="prose" aria-label="Story"><p>A page opened in the app</p></section>');
});
