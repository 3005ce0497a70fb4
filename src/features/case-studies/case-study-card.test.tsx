import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { CaseStudy } from "./case-study";
import { CaseStudyCard } from "./case-study-card";

function makeCaseStudy(overrides: Partial<CaseStudy> = {}): CaseStudy {
  return {
    slug: "a-study",
    title: "A study",
    summary: ["What changed."],
    cover: "/images/case-studies/recipient-cards-cover.svg",
    coverAlt: "The cover",
    tags: ["One", "Two", "Three", "Four"],
    date: "2025-01-01",
    prototype: {
      mode: "desktop",
      lock: false,
      posters: {},
      baseWidths: { desktop: 1440, mobile: 390 },
      zoom: { desktop: 1, mobile: 0.9 },
      src: undefined,
    },
    links: [],
    isDraft: false,
    readingMinutes: 3,
    ...overrides,
  };
}

let cardUnderTest: CaseStudy;

function CardPage() {
  return <CaseStudyCard caseStudy={cardUnderTest} headingLevel={2} />;
}

function renderCard(caseStudy: CaseStudy) {
  cardUnderTest = caseStudy;
  const Stub = createRoutesStub([{ path: "/", Component: CardPage }]);
  render(<Stub initialEntries={["/"]} />);
}

test("shows the cover with its alt text, the title as a link and at most 3 tags", async () => {
  renderCard(makeCaseStudy());
  expect((await screen.findByRole("img", { name: "The cover" })).getAttribute("width")).toBe("1280");
  expect(screen.getByRole("link", { name: "A study" }).getAttribute("href")).toBe("/case-studies/a-study");
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["One", "Two", "Three"]);
  expect(screen.queryByText("Draft")).toBeNull();
});

test("a draft wears a Draft badge", async () => {
  renderCard(makeCaseStudy({ isDraft: true }));
  expect(await screen.findByText("Draft")).toBeTruthy();
});
