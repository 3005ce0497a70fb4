import type { MDXContent } from "mdx/types";

/** A heading of the body, as the MDX build lists it (@stefanprobst/rehype-extract-toc): its text, level and id. */
export interface BodyHeading {
  depth: number;
  value: string;
  id?: string;
  children?: BodyHeading[];
}

/** What a case study's compiled MDX file exports (vite.config.ts). */
export interface CaseStudyBodyModule {
  default: MDXContent;
  /** The body's headings, nested by level; absent when it has none. */
  headings?: BodyHeading[];
}
