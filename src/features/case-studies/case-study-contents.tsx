import { Suspense, useEffect, useRef } from "react";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { useBodyHeadings } from "./case-study-body.tsx";
import { type ContentsEntry, idsOf, listContents } from "./contents-entries.ts";
import { useCurrentSection } from "./use-current-section.ts";

// Wide enough for the contents to stand beside the text; case-study-page.css uses the same width.
const BESIDE_TEXT = "(min-width: 75rem)";

function ContentsList({ entries, current, onChoose }: { entries: ContentsEntry[]; current?: string; onChoose: () => void }) {
  return (
    <ol className="case-study-contents__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? "true" : undefined} onClick={onChoose}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <ContentsList entries={entry.children} current={current} onChoose={onChoose} />}
        </li>
      ))}
    </ol>
  );
}

function Contents({ caseStudy }: { caseStudy: CaseStudy }) {
  const entries = listContents(useBodyHeadings(caseStudy.slug), {
    hasPrototype: caseStudy.prototype !== undefined,
    hasLinks: caseStudy.links.length > 0,
  });
  const current = useCurrentSection(idsOf(entries));
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const besideText = window.matchMedia(BESIDE_TEXT);
    const follow = () => {
      if (disclosure.current) disclosure.current.open = besideText.matches;
    };
    follow();
    // From now on the disclosure's own state shows or hides the list (case-study-page.css).
    disclosure.current?.setAttribute("data-ready", "");
    besideText.addEventListener("change", follow);
    return () => besideText.removeEventListener("change", follow);
  }, []);
  // On a phone the list covers the page's start: once a section is chosen it folds away again.
  const closeOnPhone = () => {
    if (disclosure.current && !window.matchMedia(BESIDE_TEXT).matches) disclosure.current.open = false;
  };
  return (
    <nav className="case-study-contents" aria-label="On this page">
      <details ref={disclosure} className="case-study-contents__disclosure">
        <summary className="case-study-contents__summary">On this page</summary>
        <ContentsList entries={entries} current={current} onChoose={closeOnPhone} />
      </details>
    </nav>
  );
}

/**
 * docs/product.md#case-study-page: 'On this page', the case study's table of contents. A disclosure,
 * closed in the prerendered page: a phone shows the one line until it is opened. On a wide screen the
 * app opens it beside the text, where it stays in view (until the app has it, CSS shows it there).
 */
export function CaseStudyContents({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <Suspense fallback={null}>
      <Contents caseStudy={caseStudy} />
    </Suspense>
  );
}
