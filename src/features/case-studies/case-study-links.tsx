import { AnchoredHeading } from "../../components/anchored-heading.tsx";
import { Prerendered } from "../../components/prerendered.tsx";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { PAGE_SECTIONS } from "./contents-entries.ts";

/** docs/product.md#case-study-page: the Links section; each link opens in a new tab. */
export function CaseStudyLinks({ links }: { links: CaseStudy["links"] }) {
  if (links.length === 0) return null;
  return (
    <section className="case-study-section" aria-labelledby={PAGE_SECTIONS.links.id}>
      <AnchoredHeading as="h2" id={PAGE_SECTIONS.links.id}>
        {PAGE_SECTIONS.links.text}
      </AnchoredHeading>
      <Prerendered as="ul" className="case-study-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          </li>
        ))}
      </Prerendered>
    </section>
  );
}
