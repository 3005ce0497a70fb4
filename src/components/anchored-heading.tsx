import type { ReactNode } from "react";
import { Prerendered } from "./prerendered.tsx";
import "./anchored-heading.css";

interface AnchoredHeadingProps {
  as: "h2" | "h3";
  id?: string;
  children?: ReactNode;
}

/**
 * A section heading followed by a link to itself, for a visitor to copy or share. The link sits
 * beside the heading rather than in it, so the heading's name stays its text; the link is named
 * 'Link to section' and the heading's text, through aria-labelledby.
 */
export function AnchoredHeading({ as: Heading, id, children }: AnchoredHeadingProps) {
  if (!id) return <Heading>{children}</Heading>;
  return (
    <Prerendered as="div" className="anchored-heading">
      <Heading id={id}>{children}</Heading>
      <a className="anchored-heading__link" href={`#${id}`} aria-labelledby={`${id}-anchor ${id}`}>
        <span id={`${id}-anchor`} hidden>
          Link to section
        </span>
        <span aria-hidden="true">#</span>
      </a>
    </Prerendered>
  );
}
