import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { makeCaseStudy } from "../../lib/test-support/make-case-study.ts";
import { CaseStudyNeighbours } from "./case-study-neighbours.tsx";

// Newest first, as the content arrives.
const NEWEST = makeCaseStudy({ slug: "newest", title: "Newest study", date: "2025-06-01" });
const MIDDLE = makeCaseStudy({ slug: "middle", title: "Middle study", date: "2024-06-01" });
const OLDEST = makeCaseStudy({ slug: "oldest", title: "Oldest study", date: "2023-06-01" });

let shown: { caseStudies: CaseStudy[]; slug: string } = { caseStudies: [], slug: "" };

function CaseStudyEnd() {
  return (
    <>
      <h1>The case study</h1>
      <CaseStudyNeighbours caseStudies={shown.caseStudies} slug={shown.slug} />
    </>
  );
}

function renderAt(caseStudies: CaseStudy[], slug: string) {
  shown = { caseStudies, slug };
  const Stub = createRoutesStub([{ path: "/", Component: CaseStudyEnd }]);
  render(<Stub initialEntries={["/"]} />);
}

function linksOf(nav: HTMLElement) {
  return [...nav.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
}

test("in the middle: the older case study, then the newer, each by title", async () => {
  renderAt([NEWEST, MIDDLE, OLDEST], "middle");
  const nav = await screen.findByRole("navigation", { name: "More case studies" });
  expect(linksOf(nav)).toEqual([
    ["Older case studyOldest study", "/case-studies/oldest"],
    ["Newer case studyNewest study", "/case-studies/newest"],
  ]);
});

test("at either end, only the one there is", async () => {
  renderAt([NEWEST, MIDDLE, OLDEST], "newest");
  expect(linksOf(await screen.findByRole("navigation", { name: "More case studies" }))).toEqual([
    ["Older case studyMiddle study", "/case-studies/middle"],
  ]);
});

test("nothing when there is no other case study", async () => {
  renderAt([MIDDLE], "middle");
  await screen.findByRole("heading", { name: "The case study" });
  expect(screen.queryByRole("navigation")).toBeNull();
});
