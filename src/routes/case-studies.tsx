import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid";
import { buildPageMeta } from "../lib/page-meta";

export function meta() {
  return buildPageMeta({
    site,
    title: "Case Studies",
    description: `Case studies by ${site.name}: the problem, the approach and the outcome of each project.`,
    canonicalPath: "/case-studies",
  });
}

export default function CaseStudies() {
  return (
    <>
      <h1>Case Studies</h1>
      <p className="page-lead">How I worked through real problems, from research to shipped product.</p>
      <CaseStudyGrid caseStudies={caseStudies} headingLevel={2} />
    </>
  );
}
