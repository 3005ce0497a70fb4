import { expect, test } from "vitest";
import { makeCaseStudy } from "../../lib/test-support/make-case-study.ts";
import { featuredFirst } from "./case-study.ts";

test("puts the featured case studies first, each group in the order given", () => {
  const newest = makeCaseStudy({ slug: "newest" });
  const older = makeCaseStudy({ slug: "older", isFeatured: true });
  const oldest = makeCaseStudy({ slug: "oldest", isFeatured: true });
  const middle = makeCaseStudy({ slug: "middle" });
  expect(featuredFirst([newest, older, middle, oldest]).map(({ slug }) => slug)).toEqual(["older", "oldest", "newest", "middle"]);
});
