import { site } from "virtual:content/site";
import { Biography } from "../features/profile/biography.tsx";
import { LinkRow } from "../features/profile/link-row.tsx";
import { QuoteCarousel } from "../features/quotes/quote-carousel.tsx";
import { buildPersonJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeAbout } from "../lib/public-pages.ts";

export function meta() {
  return buildPageMeta({ site, ...describeAbout(site), type: "profile", jsonLd: buildPersonJsonLd(site) });
}

export default function About() {
  return (
    <>
      <h1>About</h1>
      <Biography paragraphs={site.biography} />
      <h2 id="kind-words">Kind words</h2>
      <QuoteCarousel quotes={site.quotes} label="Kind words from colleagues" />
      <h2 id="elsewhere">Elsewhere</h2>
      <LinkRow links={site.links} />
    </>
  );
}
