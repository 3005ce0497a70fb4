import type { CaseStudy } from "./case-study";
import { CaseStudyCard } from "./case-study-card";
import "./case-studies.css";

export function CaseStudyGrid({ caseStudies, headingLevel }: { caseStudies: readonly CaseStudy[]; headingLevel: 2 | 3 }) {
  if (caseStudies.length === 0) return <p>No case studies yet.</p>;
  return (
    <ul className="case-study-grid">
      {caseStudies.map((caseStudy) => (
        <li key={caseStudy.slug}>
          <CaseStudyCard caseStudy={caseStudy} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
