import { type ComponentType, createElement, use, useEffect, useLayoutEffect, useRef, useState } from "react";
import { clickAgain, type Handover, restoreTypingAndFocus, watchForIntent } from "./deferred-part-handover.ts";
import { KEEP_PRERENDERED_CHILDREN, useIsFromPrerender } from "./prerendered.tsx";

// An interactive part whose code the page does not load until a visitor comes to it
// (docs/decisions/020-code-on-intent.md).

const NEVER = () => false;

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
 * comes over it or presses on it, the focus comes into it, or a click. Then the part renders in place
 * of the kept markup with what the visitor did meanwhile: what was typed stays, the focus goes back to
 * the same control, and the buttons and links clicked are clicked again. In a client navigation the
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
    restoreTypingAndFocus(box.current, done);
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
    clickAgain(box.current, done.kept, keptControl);
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
