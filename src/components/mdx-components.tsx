import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import "./prose.css";

/** An image block: markdown `![alt text](/images/file.svg "Optional caption")`. */
export function Figure({ src, alt, title }: ComponentProps<"img">) {
  return (
    <figure className="prose-figure">
      <img src={src} alt={alt ?? ""} loading="lazy" decoding="async" />
      {title && <figcaption>{title}</figcaption>}
    </figure>
  );
}

interface QuoteProps {
  children: ReactNode;
  author?: string;
  source?: string;
}

/** A quote block: `<Quote author="Name" source="Where it was said">The words</Quote>` (spec §3 'Block'). */
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

export const MDX_COMPONENTS: MDXComponents = { img: Figure, Quote };
