import { type ComponentType, createElement, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useIsFromPrerender } from "./prerendered.tsx";

// An interactive part whose code the page does not load until a visitor comes to it
// (docs/decisions/020-code-on-intent.md).

const KEEP_PRERENDERED_CHILDREN = { __html: "" };
const NEVER = () => false;
// What counts as coming to the part: a pointer over it or pressed on it, or the focus in it (and a
// click, watched on its own below).
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;
const FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]";
const FIELD = "input, select, textarea";
const CONTROL = "button, a[href]";

/**
 * What a visitor did in the kept markup, for the part to do again: read when the part takes over,
 * so what happens between the code's arrival and the swap is not lost.
 */
interface Handover {
  /** The kept markup, out of the page by then, with what was typed in it. */
  kept: HTMLElement;
  /** The kept element that had the focus last, unless the focus has left the part since. */
  focused: Element | null;
  /** The kept buttons and links clicked, in order. */
  clicked: Element[];
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The live element at the place of `keptElement` among those `selector` finds. */
function counterpart(live: HTMLElement, kept: HTMLElement, selector: string, keptElement: Element) {
  return live.querySelectorAll<HTMLElement>(selector)[[...kept.querySelectorAll(selector)].indexOf(keptElement)];
}

/** What was typed, then the focus; setting a field's value leaves its caret at the end, where typing left it. */
function restoreFields(live: HTMLElement, { kept, focused }: Handover) {
  const keptFields = kept.querySelectorAll<Field>(FIELD);
  live.querySelectorAll<Field>(FIELD).forEach((field, index) => {
    field.value = keptFields[index]?.value ?? field.value;
  });
  // The kept element with the focus left the page with it, which leaves the focus on the body.
  const active = document.activeElement;
  if (focused && (!active || active === document.body)) counterpart(live, kept, FOCUSABLE, focused)?.focus();
}

/**
 * A control's click, for the part's handlers. A link has been followed already (a new tab, or a
 * download): its click comes again with the browser's own action cancelled, before React sees it.
 */
function clickAgain(control: HTMLElement) {
  if (!(control instanceof HTMLAnchorElement)) return control.click();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, view: window });
  const cancel = (event: Event) => {
    if (event === click) event.preventDefault();
  };
  window.addEventListener("click", cancel, true);
  control.dispatchEvent(click);
  window.removeEventListener("click", cancel, true);
}

/**
 * Watches the kept markup until the visitor comes to it, loads the code, and hands over when it is
 * here and no pointer is pressed (a part swapped between press and release would lose the click).
 * It keeps noting the focus and the clicks until the part has taken over, since the kept markup has
 * no handlers.
 */
function watchForIntent(
  box: HTMLElement,
  load: () => Promise<unknown>,
  handOver: (handover: Handover) => void,
  isWanted: () => boolean,
) {
  const handover: Handover = { kept: box, focused: null, clicked: [] };
  let isLoaded = false;
  let isPressed = false;
  let isHandedOver = false;
  const handOverIfReady = () => {
    if (isHandedOver || !isLoaded || isPressed) return;
    isHandedOver = true;
    handOver(handover);
  };
  const onIntent = (event: Event) => {
    if (event.type === "pointerdown") isPressed = true;
    if (event.type === "focusin") handover.focused = event.target as Element;
    load().then(
      () => {
        isLoaded = true;
        handOverIfReady();
      },
      () => {},
    );
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !box.contains(event.relatedTarget)) handover.focused = null;
  };
  // After the click that follows the release, which is dispatched in the same task.
  const onRelease = () =>
    window.setTimeout(() => {
      isPressed = false;
      handOverIfReady();
    });
  // A click is an intent too: Enter on a control focused before the page ran makes one, and no other
  // event. A form's submit button is not clicked again: the browser is posting the form already, as
  // it does without JavaScript, and a second click would send it twice.
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    const isSubmit = control instanceof HTMLButtonElement && control.type === "submit" && control.form !== null;
    if (control && box.contains(control) && !isSubmit) handover.clicked.push(control);
    onIntent(event);
  };
  // A visitor who moved the focus into the part before the page ran has come to it already.
  const focusedBefore = document.activeElement;
  if (focusedBefore && box.contains(focusedBefore)) {
    handover.focused = focusedBefore;
    onIntent(new Event("focused"));
  } else if (isWanted()) onIntent(new Event("wanted"));
  // All in the capture phase: before React's own listeners, whatever they do with the event.
  const listeners: [EventTarget, string, (event: never) => void][] = [
    ...INTENT_EVENTS.map((type): [EventTarget, string, typeof onIntent] => [box, type, onIntent]),
    [box, "focusout", onFocusOut],
    [box, "click", onClick],
    [window, "pointerup", onRelease],
    [window, "pointercancel", onRelease],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, true);
  return () => {
    isHandedOver = true;
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener, true);
  };
}

/** A part's code, loaded once for every place it is shown. */
export interface PartCode<Props> {
  /** Starts loading the code, once; later calls get the same promise. */
  load: () => Promise<unknown>;
  /**
   * The same, for a page that cannot show without it (a client navigation): code that fails to
   * arrive reloads the page, as React Router does for a route module, which then shows the
   * prerendered part.
   */
  loadForPage: () => Promise<unknown>;
  /** The component, once its code is here. */
  loaded: () => ComponentType<Props> | undefined;
}

/** `load` imports the part's module: `() => import("./part.tsx").then((module) => module.Part)`. */
export function partCode<Props>(load: () => Promise<ComponentType<Props>>): PartCode<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  let loadingForPage: Promise<unknown> | undefined;
  const loadOnce = () => {
    // A chunk that failed to arrive (the network dropped) is asked for again at the next intent.
    loading ??= load().then(
      (loadedComponent) => {
        component = loadedComponent;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load: loadOnce,
    loadForPage() {
      loadingForPage ??= loadOnce().catch(() => {
        window.location.reload();
        return new Promise(() => {});
      });
      return loadingForPage;
    },
    loaded: () => component,
  };
}

/**
 * A part whose code loads when a visitor comes to it, not with the page. On a prerendered page React
 * keeps its markup as the HTML has it (as `Prerendered` does) and the code stays away until a pointer
 * comes over it or presses on it, or the focus comes into it. Then the part renders in place of the
 * kept markup with what the visitor did meanwhile: the focus goes back to the same control, with its
 * caret, what was typed stays, and the buttons clicked are clicked again. In a client navigation the
 * page waits for the code, as it waits for its own route module, so the part never shows a
 * placeholder. The caller imports the part's CSS, so that it is in the page from the start.
 *
 * The part must render the same markup from its props alone, as prerendering does, and must not
 * depend on when it starts.
 */
export function DeferredPart<Props extends object>({
  code,
  props,
  isWanted = NEVER,
}: {
  code: PartCode<Props>;
  props: Props;
  /** Read once the page runs: true when the visitor has come for this part already (the address leads to it), so its code loads at once. */
  isWanted?: () => boolean;
}) {
  const isFromPrerender = useIsFromPrerender();
  // Decided once, as Prerendered decides: kept while hydrating, then until the visitor comes.
  const [isKept, setKept] = useState(() => isFromPrerender && !import.meta.env.SSR && !code.loaded());
  const box = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>(undefined);

  useEffect(() => {
    if (!isKept || !box.current) return;
    return watchForIntent(
      box.current,
      code.load,
      (done) => {
        handover.current = done;
        setKept(false);
      },
      isWanted,
    );
  }, [isKept, code, isWanted]);

  // In the same task as the swap, before any key or pointer event can reach the page: the focus and
  // what was typed are where the visitor left them.
  useLayoutEffect(() => {
    const done = handover.current;
    if (isKept || !done || !box.current) return;
    restoreFields(box.current, done);
  }, [isKept]);

  // After the part's own effects have run (its listeners, its measurements): the clicks it missed, one
  // per render, so that each sees what the one before it changed (Fullscreen twice is on, then off).
  const [replayed, setReplayed] = useState(0);
  useEffect(() => {
    const done = handover.current;
    if (isKept || !done || !box.current) return;
    const keptControl = done.clicked[replayed];
    if (!keptControl) {
      handover.current = undefined;
      return;
    }
    const control = counterpart(box.current, done.kept, CONTROL, keptControl);
    if (control) clickAgain(control);
    setReplayed(replayed + 1);
  }, [isKept, replayed]);

  if (isKept) {
    return createElement("div", {
      key: "kept",
      ref: box,
      className: "deferred-part",
      suppressHydrationWarning: true,
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which keeps the prerendered children; nothing is inserted.
      dangerouslySetInnerHTML: KEEP_PRERENDERED_CHILDREN,
    });
  }
  // Prerendering and client navigations: no Suspense boundary above, so React finishes the page, or
  // holds the navigation (a transition), until the code is here.
  if (!code.loaded()) use(code.loadForPage());
  const Part = code.loaded();
  return (
    <div key="live" ref={box} className="deferred-part">
      {Part && <Part {...props} />}
    </div>
  );
}
