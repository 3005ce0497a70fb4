import type { MetaDescriptor } from "react-router";
import type { Site } from "./site-schema";
import { truncateDescription } from "./truncate-description";

export interface PageMetaInput {
  site: Site;
  /** The page's own title; the site's name is added after it. Omit on home. */
  title?: string;
  description: string;
  /** The page's own address; omitted on a not-found page, which is then kept out of search results. */
  canonicalPath?: string;
  image?: { src: string; alt: string };
  type?: "website" | "article" | "profile";
}

/** Spec §2 'Page metadata': title, description, canonical link, Open Graph and Twitter tags. */
export function buildPageMeta({
  site,
  title,
  description,
  canonicalPath,
  image,
  type = "website",
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const cutDescription = truncateDescription(description);
  const image_ = image ?? site.avatar;
  const imageUrl = new URL(image_.src, site.url).href;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: cutDescription },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: cutDescription },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image_.alt },
    { property: "og:locale", content: site.locale },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: cutDescription },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image_.alt },
  ];
  // Decided by the route, not the URL: a not-found page is served at any address and must hydrate the same.
  if (canonicalPath === undefined) return [...tags, { name: "robots", content: "noindex" }];
  const canonical = new URL(canonicalPath, site.url).href;
  return [...tags, { tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical }];
}
