import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { makeCaseStudy } from "../../lib/test-support/make-case-study.ts";
import { CaseStudyCard } from "./case-study-card.tsx";

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

test("a protected case study, shown to a visitor with access, is marked Private; public ones are not", async () => {
  renderCard(makeCaseStudy({ visibility: "protected" }));
  expect(await screen.findByText("Private")).toBeTruthy();
  renderCard(makeCaseStudy({ slug: "open", title: "Open study" }));
  await screen.findByRole("link", { name: "Open study" });
  expect(screen.getAllByText("Private")).toHaveLength(1);
});
