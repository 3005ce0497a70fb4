import { useId, useRef } from "react";
import { NavLink } from "react-router";
import { useMenuDisclosure } from "./use-menu-disclosure";

const NAV_LINKS = [
  { to: "/case-studies", label: "Case Studies" },
  { to: "/about", label: "About" },
] as const;

/** Links Case Studies and About; below the mobile width they sit in a dropdown behind a menu button. */
export function SiteNav() {
  const container = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { isOpen, toggle } = useMenuDisclosure(container, button);
  return (
    <nav ref={container} className="site-nav" aria-label="Main">
      <button
        ref={button}
        type="button"
        className="site-nav__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={isOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <ul id={listId} className="site-nav__list" data-open={isOpen}>
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
