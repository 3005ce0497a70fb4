import { type RefObject, type ToggleEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";

// The mobile menu closes once the window is wider than 768 px.
export const MOBILE_MENU_MAX_WIDTH = 768;

/** False, not a thrown SyntaxError, in a browser that predates popovers. */
const isPopoverOpen = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && "showPopover" in element && element.matches(":popover-open");

/**
 * The small-screen menu is a popover (docs/decisions/010-menu-as-popover.md): the browser opens it from its button, and
 * closes it on a click outside and on Escape (focus goes back to the button), before the app has
 * started and without JavaScript too. Once started, this hook also closes it on a route change and
 * when the window grows past the mobile width, and reports its state for `aria-expanded`.
 */
export function useMenuPopover(list: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  // Undefined until the app has started: the browser then reports the popover's state by itself.
  const [isOpen, setOpen] = useState<boolean>();
  const { pathname } = useLocation();

  useEffect(() => {
    // Opened before the app started: the toggle event came before React listened for it.
    setOpen(isPopoverOpen(list.current));
  }, [list]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a path change
  useEffect(() => {
    const popover = list.current;
    if (!isPopoverOpen(popover)) return;
    // A link chosen in the dropdown hides with it; focus goes back to the button rather than falling to the page's start.
    const hadFocus = popover.contains(document.activeElement);
    popover.hidePopover();
    if (hadFocus) button.current?.focus();
  }, [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const onChange = () => {
      if (wide.matches && isPopoverOpen(list.current)) list.current.hidePopover();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [list]);

  return {
    ariaExpanded: isOpen,
    onToggle: (event: ToggleEvent<HTMLElement>) => setOpen(event.newState === "open"),
  };
}
