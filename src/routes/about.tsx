import { about } from "virtual:content/about";
import { site } from "virtual:content/site";
import { Biography } from "../features/profile/biography.tsx";
import { LinkRow } from "../features/profile/link-row.tsx";
import { QuoteCarousel } from "../features/quotes/quote-carousel.tsx";
import { buildPersonJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeAbout } from "../lib/public-pages.ts";
import type { Route } from "./+types/about.ts";

// Build time (prerender): the biography and the quotes come with this page's route data, not with the
// code every page loads.
export async function loader() {
  return about;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const biography = loaderData?.biography ?? [];
  return buildPageMeta({ site, ...describeAbout(site, biography), type: "profile", jsonLd: buildPersonJsonLd(site) });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>About</h1>
      <Biography paragraphs={loaderData.biography} />
      {/* docs/product.md#about: no quotes, no 'Kind words'; no links, no 'Elsewhere'. */}
      {loaderData.quotes.length > 0 && (
        <>
          <h2 id="kind-words">Kind words</h2>
          <QuoteCarousel quotes={loaderData.quotes} label="Kind words from colleagues" />
        </>
      )}
      {site.links.length > 0 && (
        <>
          <h2 id="elsewhere">Elsewhere</h2>
          <LinkRow links={site.links} />
        </>
      )}
    </>
  );
}
