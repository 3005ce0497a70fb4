import { Prerendered } from "../../components/prerendered.tsx";
import type { SiteLink } from "../../lib/content-model/site-schema.ts";
import iconsUrl from "./link-icons.svg?no-inline";
import "./profile.css";

/**
 * docs/product.md#home: the owner's links from site.yaml, in their order, each with its label. A
 * known service shows its icon beside the label, hidden from screen readers (the label names it); a
 * Mastodon profile says rel="me", which Mastodon checks to verify it. No links: no row.
 */
export function LinkRow({ links }: { links: readonly SiteLink[] }) {
  if (links.length === 0) return null;
  return (
    <Prerendered as="ul" className="link-row" aria-label="Elsewhere">
      {links.map(({ label, href, service }) => (
        <li key={`${label} ${href}`}>
          <a href={href} className="link-row__link" rel={service === "mastodon" ? "me" : undefined}>
            {service && (
              <svg className="link-row__icon" aria-hidden="true" focusable="false">
                <use href={`${iconsUrl}#${service}`} />
              </svg>
            )}
            {label}
          </a>
        </li>
      ))}
    </Prerendered>
  );
}
