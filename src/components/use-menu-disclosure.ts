import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";

// Spec §9: the mobile menu closes once the window is wider than 768 px.
export const MOBILE_MENU_MAX_WIDTH = 768;

/**
 * Open state of the small-screen menu (spec §2 Navigation): it closes on a click outside
 * `container`, on Escape and on a route change (focus goes back to the button) and when the
 * window grows past the mobile width.
 */
export function useMenuDisclosure(container: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a path change
  useEffect(() => {
    // A link chosen in the dropdown hides with it; focus goes back to the button rather than falling to the page's start.
    const focused = document.activeElement;
    if (isOpen && focused !== button.current && container.current?.contains(focused)) button.current?.focus();
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen, container, button]);

  return { isOpen, toggle: () => setOpen((open) => !open) };
}
