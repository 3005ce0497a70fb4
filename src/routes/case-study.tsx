import { caseStudies } from "virtual:content/case-studies";
import { caseStudyPages } from "virtual:content/case-study-pages";
import { images } from "virtual:content/images";
import { site } from "virtual:content/site";
import { AnchoredHeading } from "../components/anchored-heading.tsx";
import { CaseStudyBody, loadCaseStudyBody } from "../features/case-studies/case-study-body.tsx";
import { CaseStudyContents } from "../features/case-studies/case-study-contents.tsx";
import { CaseStudyHeader } from "../features/case-studies/case-study-header.tsx";
import { CaseStudyLinks } from "../features/case-studies/case-study-links.tsx";
import { CaseStudyNeighbours } from "../features/case-studies/case-study-neighbours.tsx";
import { CaseStudyNotFound } from "../features/case-studies/case-study-not-found.tsx";
import { PAGE_SECTIONS } from "../features/case-studies/contents-entries.ts";
import { LockPrivateWork } from "../features/private-work/lock-private-work.tsx";
import { withPrivateWork } from "../features/private-work/private-cards.ts";
import { PrivateTeaser, type Teaser } from "../features/private-work/private-teaser.tsx";
import { usePrivateCaseStudies } from "../features/private-work/use-private-case-studies.ts";
import { PrototypeViewer } from "../features/prototype-viewer/deferred-prototype-viewer.tsx";
import type { CaseStudy } from "../lib/content-model/case-study-schema.ts";
import { isListed } from "../lib/content-model/visibility.ts";
import type { ImageInfo } from "../lib/image-info.ts";
import { addPageImages } from "../lib/image-infos.ts";
import { buildArticleJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeCaseStudy } from "../lib/public-pages.ts";
import { slugOfTeaser } from "../lib/teaser-path.ts";
import type { Route } from "./+types/case-study.ts";

// Build time (prerender) and client navigation: the body's chunk is loaded before the page renders. The case
// study comes from here, not from the list every page loads, which names only public work
// (docs/decisions/016-private-work.md); its images' sizes too, where that list leaves them out.
export async function loader({ params }: Route.LoaderArgs) {
  const teaserOf = slugOfTeaser(params.slug);
  if (teaserOf !== undefined) return { caseStudy: undefined, teaser: teaserFor(teaserOf) };
  const page = caseStudyPages[params.slug];
  if (!page) return { caseStudy: undefined };
  await loadCaseStudyBody(page.caseStudy.slug, page.loadBody);
  const pageImages = Object.fromEntries(
    page.files.flatMap((sitePath) => (images[sitePath] ? [[sitePath, images[sitePath]]] : [])),
  );
  return { caseStudy: page.caseStudy, bodyUrl: page.bodyUrl, images: pageImages };
}

/** A protected case study's teaser (docs/product.md#private-work): what its address shows without access. */
function teaserFor(slug: string): Teaser | undefined {
  const caseStudy = caseStudyPages[slug]?.caseStudy;
  if (caseStudy?.visibility !== "protected" || !caseStudy.hasTeaser) return undefined;
  return { slug, title: caseStudy.title, summary: caseStudy.summary };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // An address the build did not prerender has no route data: the page says it is not found.
  const data = await serverLoader().catch(() => ({ caseStudy: undefined }));
  if (data.caseStudy) await startPage(data.caseStudy.slug, data.bodyUrl, data.images);
  return data;
}

/** Makes the page's images known and starts loading its body, once: on hydration and on a client navigation alike. */
function startPage(slug: string, bodyUrl: string, pageImages: Readonly<Record<string, ImageInfo>>) {
  addPageImages(pageImages);
  return loadCaseStudyBody(slug, () => import(/* @vite-ignore */ bodyUrl));
}

export function meta({ loaderData }: Route.MetaArgs) {
  // No address of its own: kept out of search engines, with the home page's card, never the case study's.
  const teaser = loaderData && "teaser" in loaderData ? loaderData.teaser : undefined;
  if (teaser) return buildPageMeta({ site, title: teaser.title, description: teaser.summary.join(" ") });
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy) return buildPageMeta({ site, title: "Case study not found", description: site.description });
  return buildPageMeta({
    site,
    ...describeCaseStudy(caseStudy),
    type: "article",
    jsonLd: buildArticleJsonLd(site, caseStudy),
    isUnlisted: !isListed(caseStudy),
  });
}

/** The listed case studies, with this one in its place by date when it is not listed, for the older and newer links. */
function neighbourhoodOf(caseStudy: CaseStudy): readonly CaseStudy[] {
  if (isListed(caseStudy)) return caseStudies;
  return [...caseStudies, caseStudy].sort((a, b) => b.date.localeCompare(a.date));
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  // Before the early returns, as hooks must be: the older and newer links include the visitor's private work.
  const privateOnes = usePrivateCaseStudies();
  if ("teaser" in loaderData && loaderData.teaser) return <PrivateTeaser teaser={loaderData.teaser} />;
  if (!loaderData.caseStudy) return <CaseStudyNotFound />;
  const { caseStudy, bodyUrl, images: pageImages } = loaderData;
  startPage(caseStudy.slug, bodyUrl, pageImages);
  return (
    <article className="case-study">
      {caseStudy.visibility === "protected" && <LockPrivateWork returnPath={`/case-studies/${caseStudy.slug}`} />}
      <CaseStudyHeader caseStudy={caseStudy} />
      <CaseStudyContents caseStudy={caseStudy} />
      <div className="case-study__sections">
        <CaseStudyBody caseStudy={caseStudy} />
        {caseStudy.prototype && (
          <section className="case-study-section" aria-labelledby={PAGE_SECTIONS.prototype.id}>
            <AnchoredHeading as="h2" id={PAGE_SECTIONS.prototype.id}>
              {PAGE_SECTIONS.prototype.text}
            </AnchoredHeading>
            <PrototypeViewer settings={caseStudy.prototype} />
          </section>
        )}
        <CaseStudyLinks links={caseStudy.links} />
        <CaseStudyNeighbours caseStudies={withPrivateWork(neighbourhoodOf(caseStudy), privateOnes)} slug={caseStudy.slug} />
      </div>
    </article>
  );
}
