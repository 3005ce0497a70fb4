import { Link } from "react-router";
import { Prerendered } from "../../components/prerendered.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { IMAGE_SIZES } from "../../lib/image-sizes.ts";

/** The case studies just before and after `slug` in `caseStudies`, which are newest first. */
export function neighboursOf(caseStudies: readonly CaseStudy[], slug: string): { newer?: CaseStudy; older?: CaseStudy } {
  const index = caseStudies.findIndex((caseStudy) => caseStudy.slug === slug);
  if (index === -1) return {};
  return { newer: caseStudies[index - 1], older: caseStudies[index + 1] };
}

/** At the end of a case study: the older and the newer one, each with its cover; nothing when there is no other. */
export function CaseStudyNeighbours({ caseStudies, slug }: { caseStudies: readonly CaseStudy[]; slug: string }) {
  const { newer, older } = neighboursOf(caseStudies, slug);
  if (!newer && !older) return null;
  return (
    // Keyed by its links: a visitor's private work can change them after load.
    <Prerendered as="nav" className="case-study-neighbours" aria-label="More case studies" key={`${older?.slug} ${newer?.slug}`}>
      {older && <NeighbourLink caseStudy={older} place="older" />}
      {newer && <NeighbourLink caseStudy={newer} place="newer" />}
    </Prerendered>
  );
}

const PLACE_LABELS = { older: "Older case study", newer: "Newer case study" } as const;

function NeighbourLink({ caseStudy, place }: { caseStudy: CaseStudy; place: keyof typeof PLACE_LABELS }) {
  return (
    <Link className="case-study-neighbours__link" data-place={place} to={`/case-studies/${caseStudy.slug}`} prefetch="intent">
      <ResponsiveImage className="case-study-neighbours__cover" src={caseStudy.cover} alt="" sizes={IMAGE_SIZES.neighbour} />
      <span className="case-study-neighbours__text">
        <span className="case-study-neighbours__label">{PLACE_LABELS[place]}</span>
        <span className="case-study-neighbours__title">{caseStudy.title}</span>
      </span>
    </Link>
  );
}
