import { expect, test } from "vitest";
import { buildArticleJsonLd, buildPersonJsonLd, findEmployerName } from "./json-ld.ts";
import { makeCaseStudy, makeSite } from "./test-support/make-site.ts";

test("describes the owner as a Person with their profiles elsewhere", () => {
  expect(buildPersonJsonLd(makeSite())).toEqual({
    "@context": "https://schema.org",
    "@type": "Person",
    name: "Sam Doe",
    url: "https://example.com/",
    description: "Sam designs things.",
    jobTitle: "Product designer",
    image: "https://example.com/images/avatar.svg",
    worksFor: { "@type": "Organization", name: "Acme" },
    sameAs: ["https://git.example.com", "https://www.linkedin.com/in/sam"],
  });
});

test("names every web address among the owner's links as a profile, in their order, and none without one", () => {
  const links = [
    { label: "Mastodon", href: "https://typo.social/@sam", service: "mastodon" as const },
    { label: "Email", href: "mailto:sam@example.com", service: "email" as const },
    { label: "Talks", href: "/talks" },
    { label: "Dribbble", href: "https://dribbble.com/sam", service: "dribbble" as const },
  ];
  expect(buildPersonJsonLd(makeSite({ links })).sameAs).toEqual(["https://typo.social/@sam", "https://dribbble.com/sam"]);
  expect(buildPersonJsonLd(makeSite({ links: [] }))).not.toHaveProperty("sameAs");
});

test("an owner without an employer line has no worksFor", () => {
  expect(buildPersonJsonLd(makeSite({ employer: undefined }))).not.toHaveProperty("worksFor");
});

test("leaves out worksFor when the employer line names no organisation", () => {
  expect(buildPersonJsonLd(makeSite({ employer: "Freelance, open to new work." }))).not.toHaveProperty("worksFor");
});

test("finds the organisation at the end of an employer line", () => {
  expect(findEmployerName("Currently designing clinical workflows at Northwind Health.")).toBe("Northwind Health");
  expect(findEmployerName("Lead designer at Acme")).toBe("Acme");
  expect(findEmployerName("Designing at scale for many teams.")).toBeUndefined();
  expect(findEmployerName("Freelance")).toBeUndefined();
});

test("describes a case study as an Article by the owner, with its sharing card as image", () => {
  const caseStudy = makeCaseStudy({ slug: "booking", title: "Booking", summary: ["x".repeat(200)], tags: ["A", "B"] });
  expect(buildArticleJsonLd(makeSite(), caseStudy)).toEqual({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: "Booking",
    description: `${"x".repeat(157)}…`,
    datePublished: "2024-07-01",
    keywords: "A, B",
    author: { "@type": "Person", name: "Sam Doe", url: "https://example.com/" },
    image: "https://example.com/og/case-studies/booking.png",
    url: "https://example.com/case-studies/booking",
  });
});
