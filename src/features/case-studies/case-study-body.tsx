import { caseStudyBodies } from "virtual:content/case-studies";
import type { MDXContent } from "mdx/types";
import { createContext, type LazyExoticComponent, lazy, Suspense, useContext } from "react";
import { Figure, MDX_COMPONENTS } from "../../components/mdx-components";
import type { CaseStudy } from "./case-study";

// Each body is its own chunk, fetched when its page renders. The prerendered HTML already holds
// the text, and React keeps it on screen while the chunk loads: no flash, no hydration mismatch.
const LAZY_BODIES: Readonly<Record<string, LazyExoticComponent<MDXContent>>> = Object.fromEntries(
  Object.entries(caseStudyBodies).map(([slug, load]) => [slug, lazy(load)]),
);

const ProblemImageContext = createContext<CaseStudy["problemImage"]>(undefined);

/** `<ProblemImage />` in MDX places the frontmatter's problem_image where the owner wants it. */
function ProblemImage() {
  const image = useContext(ProblemImageContext);
  return image ? <Figure src={image.src} alt={image.alt} /> : null;
}

const COMPONENTS = { ...MDX_COMPONENTS, ProblemImage };

/** Spec §2: the Problem, Approach and Outcome sections, written in the case study's MDX body. */
export function CaseStudyBody({ caseStudy }: { caseStudy: CaseStudy }) {
  const Body = LAZY_BODIES[caseStudy.slug];
  if (!Body) return null;
  return (
    <div className="prose">
      <ProblemImageContext value={caseStudy.problemImage}>
        <Suspense fallback={<p>Loading the case study…</p>}>
          <Body components={COMPONENTS} />
        </Suspense>
      </ProblemImageContext>
    </div>
  );
}
