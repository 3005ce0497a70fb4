import { expect, test } from "vitest";
import { respellSiteLinks } from "./old-site-links.ts";

test("the old map of four links becomes the list, in the old row's order, with one warning line", () => {
  const written = {
    name: "Sam",
    links: { linkedin: "https://www.linkedin.com/in/sam", email: "mailto:sam@example.com", git: "https://github.com/sam" },
  };
  const { data, warnings } = respellSiteLinks("/site/content/site.yaml", written);
  expect(data).toEqual({
    name: "Sam",
    links: [
      { label: "Email", href: "mailto:sam@example.com" },
      { label: "Git", href: "https://github.com/sam" },
      { label: "LinkedIn", href: "https://www.linkedin.com/in/sam" },
    ],
  });
  expect(warnings).toEqual([
    expect.stringMatching(
      /content\/site\.yaml: links is now a list of label and href \(- label: Email, href: mailto:sam@example\.com\); the old map of keys still works$/,
    ),
  ]);
});

test("a key the old map did not know keeps its place after the four, labelled as written", () => {
  const { data } = respellSiteLinks("site.yaml", {
    links: { dribbble: "https://dribbble.com/sam", email: "mailto:s@example.com" },
  });
  expect(data).toEqual({
    links: [
      { label: "Email", href: "mailto:s@example.com" },
      { label: "Dribbble", href: "https://dribbble.com/sam" },
    ],
  });
});

test("a list, or no links at all, is left as written and says nothing", () => {
  const list = { links: [{ label: "Email", href: "mailto:s@example.com" }] };
  expect(respellSiteLinks("site.yaml", list)).toEqual({ data: list, warnings: [] });
  expect(respellSiteLinks("site.yaml", { name: "Sam" })).toEqual({ data: { name: "Sam" }, warnings: [] });
});
