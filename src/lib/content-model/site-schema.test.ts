import { expect, test } from "vitest";
import { siteSchema } from "./site-schema.ts";

/** site.yaml with only what it must say. */
const minimal = {
  name: "Zoë Ångström",
  url: "https://zoe.example/",
  description: "Zoë designs services.",
  greeting: "Hej!",
  role: "Service designer",
  avatar: { src: "/images/zoe.svg", alt: "Zoë" },
  biography: ["I design services."],
};

test("an owner may leave out the employer line, the links, the quotes and the home page's prototype", () => {
  const site = siteSchema.parse(minimal);
  expect(site.employer).toBeUndefined();
  expect(site.links).toEqual([]);
  expect(site.quotes).toEqual([]);
  expect(site.prototype).toBeUndefined();
  expect(site.url).toBe("https://zoe.example");
});

test("links are an ordered list of label and address, each known service named", () => {
  const links = [
    { label: "Mastodon", href: "https://typo.social/@zoe" },
    { label: "CV", href: "https://zoe.example/cv.pdf" },
    { label: "Write to me", href: "mailto:zoe@example.com" },
  ];
  expect(siteSchema.parse({ ...minimal, links }).links).toEqual([
    { label: "Mastodon", href: "https://typo.social/@zoe", service: "mastodon" },
    { label: "CV", href: "https://zoe.example/cv.pdf" },
    { label: "Write to me", href: "mailto:zoe@example.com", service: "email" },
  ]);
});

test("at most 8 links, each with a label and a link", () => {
  const link = { label: "Site", href: "https://zoe.example" };
  const tooMany = siteSchema.safeParse({ ...minimal, links: Array.from({ length: 9 }, () => link) });
  expect(tooMany.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["links", "expected at most 8 links"],
  ]);
  const unlabelled = siteSchema.safeParse({ ...minimal, links: [{ href: "https://zoe.example" }] });
  expect(unlabelled.error?.issues.map((issue) => issue.path.join("."))).toEqual(["links.0.label"]);
});

test("text that YAML read as a key and a value says to put it in quotes", () => {
  // What `- I design services: for wards` reads as, unquoted.
  const result = siteSchema.safeParse({ ...minimal, biography: [{ "I design services": "for wards" }] });
  expect(result.error?.issues[0]?.message).toBe(
    "expected a biography paragraph as text; YAML read a key and a value, as it does at a colon followed by a space: put the whole text in quotes",
  );
});
