import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { Link } from "react-router";
import { PageNotFound, pageNotFoundMeta } from "../components/page-not-found.tsx";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid.tsx";
import { LockPrivateWork } from "../features/private-work/lock-private-work.tsx";
import { withPrivateWork } from "../features/private-work/private-cards.ts";
import { PrivateCardsSlot } from "../features/private-work/private-cards-slot.tsx";
import { usePrivateCaseStudies } from "../features/private-work/use-private-case-studies.ts";
import { groupTags } from "../lib/list-tags.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeTag, taggedTitleOf } from "../lib/tag-page.ts";
import { tagPathOf, tagSlugOf } from "../lib/tag-path.ts";
import type { Route } from "./+types/case-study-tag.ts";

function findTag(slug: string | undefined) {
  return slug === undefined ? undefined : groupTags(caseStudies).get(slug);
}

export function meta({ params }: Route.MetaArgs) {
  const tag = findTag(params.tag);
  if (!tag) return pageNotFoundMeta(site);
  return buildPageMeta({ site, ...describeTag(site, tag) });
}

/** One tag's case studies, newest first; an unknown tag is a missing page (the server answers 404). */
export default function CaseStudyTag({ params }: Route.ComponentProps) {
  const tag = findTag(params.tag);
  // Called before the early return, as hooks must be; only a tag with a page lists private work.
  const privateOnes = usePrivateCaseStudies().filter((caseStudy) => caseStudy.tags.some((name) => tagSlugOf(name) === tag?.slug));
  if (!tag) return <PageNotFound />;
  return (
    <>
      <h1>{taggedTitleOf(tag)}</h1>
      <p className="page-lead">
        {tag.caseStudies.length === 1 ? "One case study." : `${tag.caseStudies.length} case studies, newest first.`}{" "}
        <Link to="/case-studies">See all case studies</Link>.
      </p>
      <PrivateCardsSlot tagSlug={tag.slug} />
      {privateOnes.length > 0 && <LockPrivateWork returnPath={tagPathOf(tag.name)} />}
      <CaseStudyGrid caseStudies={withPrivateWork(tag.caseStudies, privateOnes)} headingLevel={2} isAtTop />
    </>
  );
}
