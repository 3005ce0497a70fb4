// A tag's page is /case-studies/tags/<slug>: every link to it is made here.

/** A tag's address part: lowercase, accents dropped, every run of other characters one dash. */
export function tagSlugOf(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

export function tagPathOf(tag: string): string {
  return `/case-studies/tags/${tagSlugOf(tag)}`;
}
