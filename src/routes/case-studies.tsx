import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { tagNames } from "virtual:content/tags";
import { Prerendered } from "../components/prerendered.tsx";
import { TagList } from "../features/case-studies/case-study-card.tsx";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid.tsx";
import { LockPrivateWork } from "../features/private-work/lock-private-work.tsx";
import { withPrivateWork } from "../features/private-work/private-cards.ts";
import { PrivateCardsSlot } from "../features/private-work/private-cards-slot.tsx";
import { usePrivateCaseStudies } from "../features/private-work/use-private-case-studies.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeCaseStudies } from "../lib/public-pages.ts";

export function meta() {
  return buildPageMeta({ site, ...describeCaseStudies(site, caseStudies) });
}

export default function CaseStudies() {
  const privateOnes = usePrivateCaseStudies();
  return (
    <>
      <h1>Case Studies</h1>
      <p className="page-lead">How I worked through real problems, from research to shipped product.</p>
      <Prerendered as="div" className="tag-index">
        <TagList tags={tagNames} label="All tags" />
      </Prerendered>
      <PrivateCardsSlot />
      {privateOnes.length > 0 && <LockPrivateWork returnPath="/case-studies" />}
      <CaseStudyGrid caseStudies={withPrivateWork(caseStudies, privateOnes)} headingLevel={2} isAtTop />
    </>
  );
}
