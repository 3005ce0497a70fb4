import { act, type ComponentType, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { DeferredPart, type PartCode, partCode } from "./deferred-part.tsx";

// React hydrating a prerendered page, as in the browser; the part's code arrives when the test says.
// What only a browser has (a real click's pointer events, the chunk's own request) is tested in
// Chromium (tests/code-on-intent.spec.ts).

// Tells React that `act` waits for its work here, as Testing Library does for its own renders.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

interface SampleProps {
  label: string;
}

function Sample({ label }: SampleProps) {
  const [count, setCount] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [sent, setSent] = useState(0);
  return (
    <form
      aria-label="Sample"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(sent + 1);
      }}
    >
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
      <button type="button" onClick={() => setOpen(!isOpen)}>
        {isOpen ? "Close" : "Open"}
      </button>
      <input aria-label="Name" />
      <button type="submit">Sent {sent}</button>
    </form>
  );
}

/** A part's code that arrives when `arrive` is called, and how often it was asked for. */
function codeOnCue() {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<SampleProps>>((resolve) => {
        arrive = () => resolve(Sample);
      }),
  );
  return { code: partCode(load), load, arrive: () => act(async () => arrive()) };
}

/**
 * The page as prerendering writes it (Vite's server build, where the code is always here), hydrated
 * with `code`; `beforeHydrating` does what a visitor does before the page runs.
 */
async function hydrate(
  code: PartCode<SampleProps>,
  { isWanted, beforeHydrating }: { isWanted?: () => boolean; beforeHydrating?: (container: HTMLElement) => void } = {},
) {
  const prerendered = partCode(async () => Sample);
  await prerendered.load();
  vi.stubEnv("SSR", true);
  const html = renderToString(<DeferredPart code={prerendered} props={{ label: "Pressed" }} />);
  vi.unstubAllEnvs();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  beforeHydrating?.(container);
  const onRecoverableError = vi.fn();
  act(() => {
    root = hydrateRoot(container, <DeferredPart code={code} props={{ label: "Pressed" }} isWanted={isWanted} />, {
      onRecoverableError,
    });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  return container;
}

const button = (container: HTMLElement, index = 0) => container.querySelectorAll("button")[index] as HTMLButtonElement;

test("keeps the prerendered part as it is, without asking for its code, until the visitor comes", async () => {
  const { code, load } = codeOnCue();
  const container = await hydrate(code);
  const prerenderedButton = button(container);

  expect(load).not.toHaveBeenCalled();
  expect(prerenderedButton.textContent).toBe("Pressed 0");
  act(() => prerenderedButton.dispatchEvent(new Event("pointerout", { bubbles: true })));
  expect(load).not.toHaveBeenCalled();
  expect(button(container)).toBe(prerenderedButton);
});

test("a click alone, as Enter on a control makes, loads the code and is done once it is here", async () => {
  const { code, load, arrive } = codeOnCue();
  const container = await hydrate(code);
  act(() => button(container).click());
  expect(load).toHaveBeenCalledTimes(1);
  expect(button(container).textContent, "nothing happens without the code").toBe("Pressed 0");
  await arrive();
  expect(button(container).textContent).toBe("Pressed 1");
});

test("clicks made meanwhile are done in order, each after the one before has changed the part", async () => {
  const { code, arrive } = codeOnCue();
  const container = await hydrate(code);
  act(() => button(container, 1).click());
  act(() => button(container, 1).click());
  await arrive();
  expect(button(container, 1).textContent, "opened, then closed").toBe("Open");
});

test("a form's submit button is not clicked again: the browser posted the form already", async () => {
  const { code, arrive } = codeOnCue();
  const container = await hydrate(code);
  // Where the browser would post the form and leave the page; jsdom cannot.
  const stopPost = (event: Event) => event.preventDefault();
  document.addEventListener("submit", stopPost, true);
  act(() => button(container, 2).click());
  document.removeEventListener("submit", stopPost, true);
  await arrive();
  expect(button(container, 2).textContent).toBe("Sent 0");
});

test("the focus already in the part when the page starts counts as coming to it, and stays there", async () => {
  const { code, load, arrive } = codeOnCue();
  let keptInput: HTMLInputElement | undefined;
  const container = await hydrate(code, {
    beforeHydrating: (page) => {
      keptInput = page.querySelector("input") as HTMLInputElement;
      keptInput.focus();
    },
  });
  expect(load).toHaveBeenCalledTimes(1);
  await arrive();
  expect(container.querySelector("input")).not.toBe(keptInput);
  expect(document.activeElement).toBe(container.querySelector("input"));
});

test("the focus coming in loads the code; the part then runs with the focus, the typing and the clicks made meanwhile", async () => {
  const { code, load, arrive } = codeOnCue();
  const container = await hydrate(code);
  const prerenderedButton = button(container);

  act(() => prerenderedButton.focus());
  expect(load).toHaveBeenCalledTimes(1);
  act(() => prerenderedButton.click());
  (container.querySelector("input") as HTMLInputElement).value = "Ada";
  await arrive();

  const runningButton = button(container);
  expect(runningButton).not.toBe(prerenderedButton);
  expect(runningButton.textContent).toBe("Pressed 1");
  expect(document.activeElement).toBe(runningButton);
  expect((container.querySelector("input") as HTMLInputElement).value).toBe("Ada");
  act(() => runningButton.click());
  expect(runningButton.textContent).toBe("Pressed 2");
  expect(load).toHaveBeenCalledTimes(1);
});

test("a pointer pressed when the code arrives: the part takes over only after the release and its click", async () => {
  const { code, arrive } = codeOnCue();
  const container = await hydrate(code);
  const prerenderedButton = button(container);

  act(() => {
    prerenderedButton.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  });
  await arrive();
  expect(button(container), "still the prerendered button while pressed").toBe(prerenderedButton);

  await act(async () => {
    prerenderedButton.dispatchEvent(new Event("pointerup", { bubbles: true }));
    prerenderedButton.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(button(container)).not.toBe(prerenderedButton);
  expect(button(container).textContent).toBe("Pressed 1");
});

test("code that failed to arrive is asked for again at the next intent", async () => {
  let isOnline = false;
  const load = vi.fn(async () => {
    if (!isOnline) throw new Error("offline");
    return Sample;
  });
  const code = partCode(load);
  const container = await hydrate(code);
  const prerenderedButton = button(container);

  await act(async () => prerenderedButton.dispatchEvent(new Event("pointerover", { bubbles: true })));
  expect(button(container)).toBe(prerenderedButton);
  isOnline = true;
  await act(async () => prerenderedButton.dispatchEvent(new Event("pointerover", { bubbles: true })));
  expect(load).toHaveBeenCalledTimes(2);
  expect(button(container)).not.toBe(prerenderedButton);
});

test("an address that leads to the part loads its code at once", async () => {
  const { code, load, arrive } = codeOnCue();
  const container = await hydrate(code, { isWanted: () => true });
  expect(load).toHaveBeenCalledTimes(1);
  const prerenderedButton = button(container);
  await arrive();
  expect(button(container)).not.toBe(prerenderedButton);
});
