import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { CaseStudyBody } from "../features/case-studies/case-study-body";
import { CaseStudyHeader } from "../features/case-studies/case-study-header";
import { CaseStudyLinks } from "../features/case-studies/case-study-links";
import { CaseStudyNotFound } from "../features/case-studies/case-study-not-found";
import { PrototypeViewer } from "../features/prototype-viewer/prototype-viewer";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/case-study";

function findCaseStudy(slug: string | undefined) {
  return caseStudies.find((caseStudy) => caseStudy.slug === slug);
}

export function meta({ params }: Route.MetaArgs) {
  const caseStudy = findCaseStudy(params.slug);
  if (!caseStudy) return buildPageMeta({ site, title: "Case study not found", description: site.description });
  return buildPageMeta({
    site,
    title: caseStudy.title,
    // Spec §2: the description is the summary, cut by buildPageMeta.
    description: caseStudy.summary.join(" "),
    canonicalPath: `/case-studies/${caseStudy.slug}`,
    image: { src: caseStudy.cover, alt: caseStudy.coverAlt },
    type: "article",
  });
}

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const caseStudy = findCaseStudy(params.slug);
  if (!caseStudy) return <CaseStudyNotFound />;
  return (
    <article className="case-study">
      <CaseStudyHeader caseStudy={caseStudy} />
      <CaseStudyBody caseStudy={caseStudy} />
      <section className="case-study-section" aria-labelledby="prototype">
        <h2 id="prototype">Prototype</h2>
        <PrototypeViewer settings={caseStudy.prototype} />
      </section>
      <CaseStudyLinks links={caseStudy.links} />
    </article>
  );
}
