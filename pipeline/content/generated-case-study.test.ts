import { expect, test } from "vitest";
import { generateCaseStudy } from "./generated-case-study.ts";

const TEMPLATE = `---
slug: appointment-booking-recipient-cards
title: Sending forms to everyone around a patient, in one booking
cover: /images/case-studies/recipient-cards-cover.svg
date: 2024-07-01
---

## Problem

The date: 2024-07-01 in the body stays as written.
`;

test("gives each generated case study a slug equal to its file name, and its own title and date", () => {
  const { fileName, content } = generateCaseStudy(TEMPLATE, 7);
  expect(fileName).toBe("generated-case-study-007.mdx");
  expect(content).toContain("slug: generated-case-study-007\n");
  expect(content).toContain("title: Generated case study 007\n");
  expect(content).toContain("date: 2015-01-08\n");
});

test("keeps the images and the body of the template", () => {
  const { content } = generateCaseStudy(TEMPLATE, 1);
  expect(content).toContain("cover: /images/case-studies/recipient-cards-cover.svg");
  expect(content).toContain("The date: 2024-07-01 in the body stays as written.");
});

test("gives different case studies different dates", () => {
  expect(generateCaseStudy(TEMPLATE, 1).content).not.toContain(generateCaseStudy(TEMPLATE, 2).content.match(/^date: .*$/m)?.[0]);
});

test("stops when the template lacks a field it must replace", () => {
  expect(() => generateCaseStudy("---\ntitle: x\n---\n", 1)).toThrow('no "slug:" line');
});
