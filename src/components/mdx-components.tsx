import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { IMAGE_SIZES } from "../lib/image-sizes.ts";
import { AnchoredHeading } from "./anchored-heading.tsx";
import { Compare } from "./compare.tsx";
import { Gallery } from "./gallery.tsx";
import { Prerendered } from "./prerendered.tsx";
import "./prose.css";
import { Video } from "./video.tsx";
import { ZoomableImage } from "./zoomable-image.tsx";

/** An image block: markdown `![alt text](/images/file.svg "Optional caption")`; it opens in the image viewer. */
export function Figure({ src, alt, title, sizes = IMAGE_SIZES.column }: ComponentProps<"img">) {
  return (
    <Prerendered as="figure" className="prose-figure">
      <ZoomableImage src={src ?? ""} alt={alt ?? ""} sizes={sizes} />
      {title && <figcaption>{title}</figcaption>}
    </Prerendered>
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
    <Prerendered as="figure" className="prose-quote">
      <blockquote>{children}</blockquote>
      {(author || source) && (
        <figcaption>
          {author && <cite>{author}</cite>}
          {author && source && ", "}
          {source}
        </figcaption>
      )}
    </Prerendered>
  );
}

// The body's blocks of text are static: each keeps its prerendered content (prerendered.tsx). A block
// nested in another (a list in a list item) is kept with it.
const TEXT_BLOCKS = ["p", "ul", "ol", "blockquote", "table", "pre", "h4", "h5", "h6"] as const;
const textBlocks = Object.fromEntries(
  TEXT_BLOCKS.map((tag) => [tag, (props: ComponentProps<typeof tag>) => <Prerendered as={tag} {...props} />]),
);

export const MDX_COMPONENTS: MDXComponents = {
  ...textBlocks,
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
