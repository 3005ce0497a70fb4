import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./absolute-url.ts";
import type { PageSite } from "./content-model/site-schema.ts";
import type { JsonLd } from "./json-ld.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "./site-files.ts";
import { truncateDescription } from "./truncate-description.ts";

export interface PageMetaInput {
  site: PageSite;
  /** The page's own title; the site's name is added after it. Omit on home. */
  title?: string;
  description: string;
  /** The page's own address; omitted on a not-found page, which is then kept out of search results. */
  canonicalPath?: string;
  type?: "website" | "article" | "profile";
  /** Structured data for search engines (json-ld.ts). */
  jsonLd?: JsonLd;
  /** An unlisted page (docs/product.md#private-work): its own address, but kept out of search engines. */
  isUnlisted?: boolean;
}

/** docs/product.md#page-metadata: title, description, canonical link, Open Graph and Twitter tags. */
export function buildPageMeta({
  site,
  title,
  description,
  canonicalPath,
  type = "website",
  jsonLd,
  isUnlisted = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const cutDescription = truncateDescription(description);
  // Every public page has its own card (pipeline/site-files/og-images.ts) showing the owner's name
  // and the page's title; a page without an address of its own shares home's card and its alt text.
  const cardTitle = canonicalPath === undefined ? undefined : title;
  const imageUrl = absoluteUrl(site.url, ogImagePath(canonicalPath ?? "/"));
  const imageAlt = `${site.name}: ${cardTitle ?? site.role}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: cutDescription },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: cutDescription },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: site.locale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: cutDescription },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
  // Decided by the route, not the URL: a not-found page is served at any address and must hydrate the same.
  if (canonicalPath === undefined) return [...tags, { name: "robots", content: "noindex" }];
  const canonical = absoluteUrl(site.url, canonicalPath);
  const robots = isUnlisted ? [{ name: "robots", content: "noindex" }] : [];
  return [...tags, ...robots, { tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical }];
}
