import { Prerendered } from "../../components/prerendered.tsx";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { CaseStudyCard } from "./case-study-card.tsx";
import "./case-studies.css";

// The grid shows up to three cards a row on wide screens: a first row at the top of a page is in the first screen.
const CARDS_PER_ROW = 3;

interface CaseStudyGridProps {
  caseStudies: readonly CaseStudy[];
  headingLevel: 2 | 3;
  /** True where the grid opens the page: its first row's covers load at once, the first as the largest image. */
  isAtTop?: boolean;
}

export function CaseStudyGrid({ caseStudies, headingLevel, isAtTop = false }: CaseStudyGridProps) {
  if (caseStudies.length === 0) return <p>No case studies yet.</p>;
  const coverPlace = (index: number) => (!isAtTop || index >= CARDS_PER_ROW ? "below" : index === 0 ? "largest" : "first-screen");
  return (
    // Keyed by its cards: a visitor's private work joins them after load, and the grid is then rendered anew.
    <Prerendered as="ul" className="case-study-grid" key={caseStudies.map((caseStudy) => caseStudy.slug).join(" ")}>
      {caseStudies.map((caseStudy, index) => (
        <li key={caseStudy.slug}>
          <CaseStudyCard caseStudy={caseStudy} headingLevel={headingLevel} coverPlace={coverPlace(index)} />
        </li>
      ))}
    </Prerendered>
  );
}
