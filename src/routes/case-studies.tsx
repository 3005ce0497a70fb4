import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { TagList } from "../features/case-studies/case-study-card.tsx";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid.tsx";
import { listTags } from "../lib/list-tags.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeCaseStudies } from "../lib/public-pages.ts";

export function meta() {
  return buildPageMeta({ site, ...describeCaseStudies(site, caseStudies) });
}

export default function CaseStudies() {
  return (
    <>
      <h1>Case Studies</h1>
      <p className="page-lead">How I worked through real problems, from research to shipped product.</p>
      <div className="tag-index">
        <TagList tags={listTags(caseStudies).map((tag) => tag.name)} label="All tags" />
      </div>
      <CaseStudyGrid caseStudies={caseStudies} headingLevel={2} isAtTop />
    </>
  );
}
