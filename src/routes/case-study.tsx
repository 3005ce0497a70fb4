import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { AnchoredHeading } from "../components/anchored-heading.tsx";
import { CaseStudyBody, loadCaseStudyBody } from "../features/case-studies/case-study-body.tsx";
import { CaseStudyContents } from "../features/case-studies/case-study-contents.tsx";
import { CaseStudyHeader } from "../features/case-studies/case-study-header.tsx";
import { CaseStudyLinks } from "../features/case-studies/case-study-links.tsx";
import { CaseStudyNeighbours } from "../features/case-studies/case-study-neighbours.tsx";
import { CaseStudyNotFound } from "../features/case-studies/case-study-not-found.tsx";
import { PAGE_SECTIONS } from "../features/case-studies/contents-entries.ts";
import { PrototypeViewer } from "../features/prototype-viewer/prototype-viewer.tsx";
import { buildArticleJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeCaseStudy } from "../lib/public-pages.ts";
import type { Route } from "./+types/case-study.ts";

function findCaseStudy(slug: string | undefined) {
  return caseStudies.find((caseStudy) => caseStudy.slug === slug);
}

// Build time (prerender) and client navigation: the body's chunk is loaded before the page renders.
export async function loader({ params }: Route.LoaderArgs) {
  await loadCaseStudyBody(params.slug);
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await loadCaseStudyBody(params.slug);
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const caseStudy = findCaseStudy(params.slug);
  if (!caseStudy) return buildPageMeta({ site, title: "Case study not found", description: site.description });
  return buildPageMeta({ site, ...describeCaseStudy(caseStudy), type: "article", jsonLd: buildArticleJsonLd(site, caseStudy) });
}

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const caseStudy = findCaseStudy(params.slug);
  if (!caseStudy) return <CaseStudyNotFound />;
  return (
    <article className="case-study">
      <CaseStudyHeader caseStudy={caseStudy} />
      <CaseStudyContents caseStudy={caseStudy} />
      <div className="case-study__sections">
        <CaseStudyBody caseStudy={caseStudy} />
        <section className="case-study-section" aria-labelledby={PAGE_SECTIONS.prototype.id}>
          <AnchoredHeading as="h2" id={PAGE_SECTIONS.prototype.id}>
            {PAGE_SECTIONS.prototype.text}
          </AnchoredHeading>
          <PrototypeViewer settings={caseStudy.prototype} />
        </section>
        <CaseStudyLinks links={caseStudy.links} />
        <CaseStudyNeighbours caseStudies={caseStudies} slug={caseStudy.slug} />
      </div>
    </article>
  );
}
