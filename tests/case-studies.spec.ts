import { expect, test } from "./test-support/fixtures.ts";

const SLUG = "appointment-booking-recipient-cards";
const TITLE = "Sending forms to everyone around a patient, in one booking";

test("the list shows one card per case study with cover, title, clamped summary and at most 3 tags", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  const cover = card.getByRole("img");
  await expect(cover).toHaveAttribute("alt", /recipient cards/);
  expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "Product Design",
    "Prototyping",
    "Healthcare",
  ]);
  const summary = card.getByText(/A redesign of the appointment booking form/);
  const { lines, isClamped } = await summary.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: Math.round(element.clientHeight / Number.parseFloat(style.lineHeight)),
      isClamped: element.scrollHeight > element.clientHeight,
    };
  });
  expect(lines).toBe(3);
  expect(isClamped).toBe(true);
});

test("a card leads to its case study", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/case-studies");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(`/case-studies/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
});

test("the case study shows title, summary paragraphs, tags and cover", async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/^A redesign of the appointment booking form/)).toBeVisible();
  await expect(page.getByText(/^Tested with 13 clinicians, the card layout was preferred by 77%/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "Product Design",
    "Prototyping",
    "Healthcare",
    "UX Research",
  ]);
  await expect(page.getByRole("img", { name: /A booking form with three recipient cards/ })).toBeVisible();
});

test("the case study says when it was written and how long it takes to read", { tag: "@any-width" }, async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  // About 430 words in its body, at 230 a minute.
  await expect(page.getByText(/^Case study · /)).toHaveText("Case study · July 2024 · 2 min read");
});

test("the only case study ends without links to older or newer ones", { tag: "@any-width" }, async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  await expect(page.getByRole("heading", { level: 2, name: "Links" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "More case studies" })).toHaveCount(0);
});

test("the body has Problem, Approach and Outcome sections with text, image and quote blocks", { tag: "@any-width" }, async ({
  page,
}) => {
  await page.goto(`/case-studies/${SLUG}`);
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["Problem", "Approach", "Outcome", "Prototype", "Links"]);
  await expect(page.getByText(/13 clinicians/).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /The old booking form, a single long column/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Three recipient cards for a patient, a parent and a teacher/ })).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Recipient cards: one per person" })).toBeVisible();
  const quote = page.getByRole("figure").filter({ hasText: "I book the appointment in two minutes" });
  await expect(quote.getByRole("blockquote")).toBeVisible();
  await expect(quote).toContainText("Community paediatric nurse, shadowing session, week 1");
  for (const figure of ["20 configuration states", "five sprints", "77%", "11% more often"]) {
    await expect(page.getByText(figure).first()).toBeVisible();
  }
});

test("every image on the case study loads", async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  for (const image of await page.getByRole("img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
});

test("the Prototype section shows the poster and loads the prototype on demand", async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  const section = page.getByRole("region", { name: "Prototype" });
  await expect(section.getByText("Interactive prototype", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: /Load prototype/ }).click();
  const frame = section.locator("iframe");
  await expect(frame).toHaveAttribute("title", "Appointment booking with recipient cards");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-forms");
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Book appointment" })).toBeVisible();
});

test("links in the Links section open in a new tab", { tag: "@any-width" }, async ({ page }) => {
  await page.goto(`/case-studies/${SLUG}`);
  const links = page.getByRole("region", { name: "Links" }).getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  }
});
