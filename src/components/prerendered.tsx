import { createElement, type JSX, type ReactNode, useState, useSyncExternalStore } from "react";

// Content that never changes after load: React hydrates the element, never what is inside it
// (docs/decisions/019-hydrate-what-is-interactive.md).

const subscribeToNothing = () => () => {};
/** An empty inner HTML, which React hydrates without touching the children the HTML has. */
export const KEEP_PRERENDERED_CHILDREN = { __html: "" };

/**
 * True while React hydrates the prerendered page, and in the prerendering itself; false in any render
 * the browser makes on its own (a client navigation, or React rendering a part again after a mismatch).
 * React reads the server snapshot exactly when it hydrates.
 */
export function useIsFromPrerender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

type PrerenderedProps<Tag extends keyof JSX.IntrinsicElements> = { as: Tag; children?: ReactNode } & Omit<
  JSX.IntrinsicElements[Tag],
  "children" | "dangerouslySetInnerHTML" | "ref"
>;

/**
 * An element whose children are static content: prose, headings, figures, cards. When the page is
 * hydrated, React takes over the element itself and leaves its children exactly as the HTML has
 * them (an element with an empty `dangerouslySetInnerHTML` has no children for React to walk; React
 * does not compare them), which is what hydrating static content costs a slow phone for nothing. In
 * a client navigation it renders its children as any element does.
 *
 * What is inside must follow from the page's address alone: the choice is made once per element, so
 * content that can change after load (a visitor's private work) gives the element a `key` that
 * changes with it. Links inside are plain anchors to React: `PrerenderedLinks` in the root makes them
 * client navigations again. Nothing inside may have event handlers or effects of its own.
 */
export function Prerendered<Tag extends keyof JSX.IntrinsicElements>({ as, children, ...props }: PrerenderedProps<Tag>) {
  const isFromPrerender = useIsFromPrerender();
  // Decided at the element's first render and kept: after hydration the snapshot turns false, and an
  // element that then rendered its children would have them twice. Prerendering (Vite's server
  // build) writes the children, of course.
  const [keepsChildren] = useState(() => isFromPrerender && !import.meta.env.SSR);
  if (!keepsChildren) return createElement(as, props, children);
  return createElement(as, {
    ...props,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: KEEP_PRERENDERED_CHILDREN,
  });
}
