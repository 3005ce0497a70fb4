import type { ReactNode } from "react";
import { AvatarLink } from "./avatar-link.tsx";
import "./site-header.css";
import { SiteNav } from "./site-nav.tsx";

interface SiteHeaderProps {
  name: string;
  avatarSrc: string;
  /** Controls owned by features, such as the theme button; composed by the root route. */
  actions: ReactNode;
}

export function SiteHeader({ name, avatarSrc, actions }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AvatarLink name={name} src={avatarSrc} />
        <div className="site-header__end">
          <SiteNav />
          {actions}
        </div>
      </div>
    </header>
  );
}

/** docs/product.md#layout: the first focusable element on every page. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
