import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

// React Router marks the anchors its <Link> renders; only those are pages of the app.
const APP_LINK = "a[data-discover]";

/**
 * An anchor a <Link> rendered. A hydrated <Link> takes its own clicks (they arrive here already
 * prevented); one inside prerendered content (prerendered.tsx) has no handler of React's. A
 * `<Link reloadDocument>` is marked too: kept markup must not hold one, nor a <Link> to a file.
 */
function appLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(APP_LINK) : null;
  return link && link.origin === window.location.origin ? link : null;
}

/**
 * Gives the links inside prerendered content what React Router's <Link> gives its own: a click is a
 * client navigation, and a pointer or the focus on one fetches that page's code ahead of the click
 * (`prefetch="intent"`). Those links are plain anchors to React, which never hydrated them
 * (docs/decisions/019-hydrate-what-is-interactive.md).
 */
export function PrerenderedLinks() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [intent, setIntent] = useState<string>();
  useEffect(() => {
    // On window, bubbling: after React's own listeners on the document, so a click a component took stays its.
    const onClick = (event: MouseEvent) => {
      const link = appLinkOf(event.target);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      // A new tab or window, or a download, stays the browser's, as with <Link>.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      const { pathname: herePath, search, hash } = window.location;
      navigate(to, { replace: to === `${herePath}${search}${hash}` });
    };
    // A hydrated <Link> prefetches on its own too; asking again for the same page adds nothing.
    const onIntent = (event: Event) => {
      const link = appLinkOf(event.target);
      if (link) setIntent(link.pathname);
    };
    window.addEventListener("click", onClick);
    window.addEventListener("pointerover", onIntent);
    window.addEventListener("focusin", onIntent);
    return () => {
      window.removeEventListener("click", onClick);
      window.removeEventListener("pointerover", onIntent);
      window.removeEventListener("focusin", onIntent);
    };
  }, [navigate]);
  return intent && intent !== pathname ? <PrefetchPageLinks page={intent} /> : null;
}
