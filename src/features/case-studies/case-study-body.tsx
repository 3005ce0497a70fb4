import { createContext, Suspense, use, useContext } from "react";
import { Figure, MDX_COMPONENTS } from "../../components/mdx-components.tsx";
import type { BodyHeading, CaseStudyBodyModule } from "../../lib/content-model/case-study-body.ts";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";

// A promise React's `use` can read synchronously once settled (React looks at `status` and `value`).
type TrackedPromise<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

const bodies = new Map<string, TrackedPromise<CaseStudyBodyModule>>();

/**
 * Loads a case study's MDX body, its own chunk, once: `load` starts it the first time, and later calls
 * (the page's parts, as they render) get the same promise. The route's loaders call it before the page
 * renders, so prerendering writes the whole body into the HTML (no streamed Suspense fallback) and a
 * client navigation shows the page with its body; on hydration React keeps the prerendered text on
 * screen until the chunk arrives.
 */
export function loadCaseStudyBody(
  slug: string,
  load?: () => Promise<CaseStudyBodyModule>,
): Promise<CaseStudyBodyModule> | undefined {
  let body = bodies.get(slug);
  if (!body && load) {
    const tracked: TrackedPromise<CaseStudyBodyModule> = load();
    tracked.status = "pending";
    tracked.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
    );
    bodies.set(slug, tracked);
    body = tracked;
  }
  return body;
}

/**
 * The body's headings (rendered inside a Suspense boundary: on hydration the body's chunk may still be
 * on its way, and React keeps the prerendered markup meanwhile).
 */
export function useBodyHeadings(slug: string): BodyHeading[] {
  const body = loadCaseStudyBody(slug);
  return body ? (use(body).headings ?? []) : [];
}

const ProblemImageContext = createContext<CaseStudy["problemImage"]>(undefined);

/** `<ProblemImage />` in MDX places the frontmatter's problemImage where the owner wants it. */
function ProblemImage() {
  const image = useContext(ProblemImageContext);
  return image ? <Figure src={image.src} alt={image.alt} /> : null;
}

const COMPONENTS = { ...MDX_COMPONENTS, ProblemImage };

function Body({ body }: { body: Promise<CaseStudyBodyModule> }) {
  const { default: Content } = use(body);
  return <Content components={COMPONENTS} />;
}

/** docs/product.md#case-study-page: the Problem, Approach and Outcome sections, written in the case study's MDX body. */
export function CaseStudyBody({ caseStudy }: { caseStudy: CaseStudy }) {
  const body = loadCaseStudyBody(caseStudy.slug);
  if (!body) return null;
  return (
    <div className="prose">
      <ProblemImageContext value={caseStudy.problemImage}>
        <Suspense fallback={<p>Loading the case study…</p>}>
          <Body body={body} />
        </Suspense>
      </ProblemImageContext>
    </div>
  );
}
