import { Prerendered } from "../../components/prerendered.tsx";
import type { Site } from "../../lib/content-model/site-schema.ts";
import "./profile.css";

const LINK_LABELS = { email: "Email", git: "Git", medium: "Medium", linkedin: "LinkedIn" } as const;

/** docs/product.md#home: the row of Email, Git, Medium and LinkedIn links. */
export function LinkRow({ links }: { links: Site["links"] }) {
  return (
    <Prerendered as="ul" className="link-row" aria-label="Elsewhere">
      {(Object.keys(LINK_LABELS) as (keyof typeof LINK_LABELS)[]).map((key) => (
        <li key={key}>
          <a href={links[key]} className="link-row__link">
            {LINK_LABELS[key]}
          </a>
        </li>
      ))}
    </Prerendered>
  );
}
