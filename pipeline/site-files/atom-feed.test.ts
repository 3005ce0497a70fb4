import { expect, test } from "vitest";
import { makeCaseStudy, makeSite } from "#src/lib/test-support/make-site.ts";
import { buildAtomFeed } from "./atom-feed.ts";

function entries(xml: string): string[] {
  return xml.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
}

test("is an Atom feed of the owner's case studies, updated at the newest one", () => {
  const xml = buildAtomFeed(makeSite(), [makeCaseStudy({ slug: "newer", date: "2025-03-01" }), makeCaseStudy({ slug: "older" })]);
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml).toContain("<title>Sam Doe · Case studies</title>");
  expect(xml).toContain("<updated>2025-03-01T00:00:00.000Z</updated>");
  expect(xml).toContain('<link rel="self" href="https://example.com/feed.xml"/>');
  expect(xml).toMatch(/<author>\s*<name>Sam Doe<\/name>/);
  expect(entries(xml)).toHaveLength(2);
});

test("gives each entry its title, summary, absolute link, date and author", () => {
  const caseStudy = makeCaseStudy({ slug: "booking", title: "Booking", summary: ["One.", "Two."], date: "2024-07-01" });
  const [entry] = entries(buildAtomFeed(makeSite(), [caseStudy]));
  expect(entry).toContain('<title type="html"><![CDATA[Booking]]></title>');
  expect(entry).toContain("<id>https://example.com/case-studies/booking</id>");
  expect(entry).toContain('<link href="https://example.com/case-studies/booking"/>');
  expect(entry).toContain('<summary type="html"><![CDATA[One. Two.]]></summary>');
  expect(entry).toContain("<updated>2024-07-01T00:00:00.000Z</updated>");
  expect(entry).toContain("<published>2024-07-01T00:00:00.000Z</published>");
  expect(entry).toMatch(/<author>\s*<name>Sam Doe<\/name>\s*<uri>https:\/\/example.com\/<\/uri>/);
  expect(entry).toContain('<category term="Research"/>');
});

test("escapes text, since the feed marks titles and summaries as HTML", () => {
  const [entry] = entries(buildAtomFeed(makeSite(), [makeCaseStudy({ title: "Forms <b> & cards", summary: ["A < B"] })]));
  expect(entry).toContain("<![CDATA[Forms &lt;b&gt; &amp; cards]]>");
  expect(entry).toContain("<![CDATA[A &lt; B]]>");
});
