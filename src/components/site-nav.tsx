import { useId, useRef } from "react";
import { NavLink } from "react-router";
import { useMenuPopover } from "./use-menu-popover.ts";

const NAV_LINKS = [
  { to: "/case-studies", label: "Case Studies" },
  { to: "/about", label: "About" },
] as const;

/** Links Case Studies and About; below the mobile width they sit in a dropdown behind a menu button. */
export function SiteNav() {
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { ariaExpanded, onToggle } = useMenuPopover(list, button);
  return (
    <nav className="site-nav" aria-label="Main">
      <button
        ref={button}
        type="button"
        className="site-nav__toggle"
        popoverTarget={listId}
        aria-expanded={ariaExpanded}
        aria-controls={listId}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path className="site-nav__icon-closed" d="M4 7h16M4 12h16M4 17h16" />
          <path className="site-nav__icon-open" d="M6 6l12 12M18 6L6 18" />
        </svg>
        Menu
      </button>
      <ul ref={list} id={listId} className="site-nav__list" popover="auto" onToggle={onToggle}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="site-nav__link" prefetch="intent">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
