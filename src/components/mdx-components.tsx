import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { AnchoredHeading } from "./anchored-heading.tsx";
import { COLUMN_SIZES } from "./column-sizes.ts";
import { Compare } from "./compare.tsx";
import { Gallery } from "./gallery.tsx";
import "./prose.css";
import { Video } from "./video.tsx";
import { ZoomableImage } from "./zoomable-image.tsx";

/** An image block: markdown `![alt text](/images/file.svg "Optional caption")`; it opens in the image viewer. */
export function Figure({ src, alt, title, sizes = COLUMN_SIZES }: ComponentProps<"img">) {
  return (
    <figure className="prose-figure">
      <ZoomableImage src={src ?? ""} alt={alt ?? ""} sizes={sizes} />
      {title && <figcaption>{title}</figcaption>}
    </figure>
  );
}

interface QuoteProps {
  children: ReactNode;
  author?: string;
  source?: string;
}

/** A quote block: `<Quote author="Name" source="Where it was said">The words</Quote>` (docs/product.md#case-study-body). */
export function Quote({ children, author, source }: QuoteProps) {
  return (
    <figure className="prose-quote">
      <blockquote>{children}</blockquote>
      {(author || source) && (
        <figcaption>
          {author && <cite>{author}</cite>}
          {author && source && ", "}
          {source}
        </figcaption>
      )}
    </figure>
  );
}

export const MDX_COMPONENTS: MDXComponents = {
  img: Figure,
  Quote,
  Gallery,
  Compare,
  Video,
  h2: ({ id, children }) => (
    <AnchoredHeading as="h2" id={id}>
      {children}
    </AnchoredHeading>
  ),
  h3: ({ id, children }) => (
    <AnchoredHeading as="h3" id={id}>
      {children}
    </AnchoredHeading>
  ),
};
