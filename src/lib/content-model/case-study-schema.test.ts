import { expect, test } from "vitest";
import { caseStudyFrontmatterSchema, caseStudySchema } from "./case-study-schema.ts";

function makeFrontmatter(overrides: Record<string, unknown> = {}) {
  return {
    slug: "a-case-study",
    title: "A case study",
    summary: "What happened.",
    cover: "/images/cover.svg",
    coverAlt: "A cover",
    tags: ["Design"],
    date: "2024-07-01",
    ...overrides,
  };
}

function problemsOf(input: unknown) {
  const result = caseStudyFrontmatterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

test("accepts a complete frontmatter and normalises it for the site", () => {
  const caseStudy = {
    ...caseStudySchema.parse(makeFrontmatter({ prototype: { file: "booking", title: "Booking", mode: "mobile", lock: true } })),
    readingMinutes: 4,
  };
  expect(caseStudy.summary).toEqual(["What happened."]);
  expect(caseStudy.readingMinutes).toBe(4);
  expect(caseStudy.date).toBe("2024-07-01");
  expect(caseStudy.prototype).toMatchObject({
    src: "/prototypes/booking.html",
    title: "Booking",
    mode: "mobile",
    lock: true,
    baseWidths: { desktop: 1440, mobile: 390 },
    zoom: { desktop: 1, mobile: 0.9 },
  });
});

test("keeps a summary written as a list of paragraphs", () => {
  const caseStudy = { ...caseStudySchema.parse(makeFrontmatter({ summary: ["One.", "Two."] })), readingMinutes: 1 };
  expect(caseStudy.summary).toEqual(["One.", "Two."]);
});

test("names the field and what was expected when a value is wrong", () => {
  expect(problemsOf(makeFrontmatter({ tags: "Design" }))).toEqual([{ field: "tags", message: "expected a list of tags" }]);
  expect(problemsOf(makeFrontmatter({ tags: ["Design", "—"] }))).toEqual([
    { field: "tags.1", message: "expected a tag with a letter or digit" },
  ]);
  expect(problemsOf(makeFrontmatter({ date: "July 2024" }))).toEqual([
    { field: "date", message: "expected a date written as YYYY-MM-DD" },
  ]);
  expect(problemsOf(makeFrontmatter({ cover: "https://example.com/cover.png" }))[0]?.field).toBe("cover");
});

test("reports every missing field at once", () => {
  const fields = problemsOf({ slug: "x" }).map((problem) => problem.field);
  expect(fields).toEqual(expect.arrayContaining(["title", "summary", "cover", "coverAlt", "date"]));
});

test("refuses unknown fields, so a misspelt field is not silently ignored", () => {
  expect(problemsOf(makeFrontmatter({ titel: "Typo" }))[0]?.message).toMatch(/titel/);
  expect(problemsOf(makeFrontmatter({ prototype: { flie: "booking" } }))[0]?.message).toMatch(/flie/);
});

test("requires alt text for the problem image", () => {
  expect(problemsOf(makeFrontmatter({ problemImage: "/images/problem.svg" }))).toEqual([
    { field: "problemImageAlt", message: "expected alt text for problemImage" },
  ]);
});

test("refuses a prototype zoom outside 0.3 to 1", () => {
  expect(problemsOf(makeFrontmatter({ prototype: { zoom: { desktop: 1.5 } } }))[0]?.field).toBe("prototype.zoom.desktop");
});

test("refuses links that are neither http(s) URLs nor site paths", () => {
  expect(problemsOf(makeFrontmatter({ links: [{ label: "Bad", href: "javascript:alert(1)" }] }))[0]?.field).toBe("links.0.href");
});
