import AxeBuilder from "@axe-core/playwright";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";

const TITLE = "Appointment booking with recipient cards";
const PAGE = "/prototypes/recipient-cards.html";

/** Loads the prototype in the home page's viewer, as a visitor would: in its phone mode on a small screen. */
async function openPrototype(page: Page) {
  await page.goto("/");
  const viewer = page.getByRole("region", { name: "Interactive prototype" });
  if (isSmallScreen(page)) await viewer.getByRole("button", { name: "Mobile", exact: true }).click();
  await viewer.getByRole("button", { name: `Load prototype: ${TITLE}` }).click();
  const proto = page.frameLocator(`iframe[title="${TITLE}"]`);
  await expect(proto.getByRole("heading", { level: 1, name: "Book appointment" })).toBeVisible();
  return { proto, click: (target: Locator) => clickInFrame(page, target), ...bookingIn(proto) };
}

/**
 * Clicks the middle of an element in the prototype with the mouse, where the visitor sees it. The viewer draws the
 * frame scaled down, and Playwright's own click inside a frame aims at the unscaled position.
 */
async function clickInFrame(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const frame = await page.locator(`iframe[title="${TITLE}"]`).boundingBox();
  if (!frame) throw new Error("the prototype's frame is not shown");
  const point = await target.evaluate(async (element) => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished)); // a new card slides in
    const { x, y, width, height } = element.getBoundingClientRect();
    const middle = { x: x + width / 2, y: y + height / 2 };
    const hit = document.elementFromPoint(middle.x, middle.y);
    return { ...middle, pageWidth: window.innerWidth, isUncovered: Boolean(hit && element.contains(hit)) };
  });
  expect(point.isUncovered, "nothing covers the element").toBe(true);
  const scale = frame.width / point.pageWidth;
  await page.mouse.click(frame.x + point.x * scale, frame.y + point.y * scale);
}

/** The parts of the booking form the tests talk to, found the way a visitor finds them. */
function bookingIn(proto: FrameLocator | Page) {
  return {
    card: (name: string) => proto.getByRole("group", { name, exact: true }),
    suggestion: (name: string) => proto.getByRole("button", { name: `Add ${name}` }),
    addRecipient: proto.getByRole("button", { name: "Add recipient", exact: true }),
    summary: proto.getByText(/^\d+ recipients?, \d+ forms?$/).filter({ visible: true }),
    status: proto.getByRole("status"),
    submit: proto.getByRole("button", { name: "Review and send" }),
    reviewTitle: proto.getByRole("heading", { name: "Check before sending" }),
  };
}

/** Presses Tab until the target has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with at most ${limit} presses of Tab`).toBeFocused();
}

test("the patient's card starts filled in, and suggested people are added and come back when removed", async ({ page }) => {
  const { click, card, suggestion, addRecipient, summary, status } = await openPrototype(page);
  const leo = card("Leo Hughes");
  await expect(leo).toContainText("Patient");
  await expect(leo.getByLabel("Mobile number")).toHaveValue("07700 900 481");
  await expect(summary).toHaveText("1 recipient, 2 forms");

  await click(suggestion("Maya Hughes"));
  const maya = card("Maya Hughes");
  await expect(maya).toContainText("Mother");
  await expect(maya.getByLabel("Email address")).toHaveValue("maya.hughes@example.com");
  await expect(maya.getByRole("checkbox", { name: "Consent form" })).toBeChecked();
  await expect(suggestion("Maya Hughes")).toHaveCount(0);
  await expect(summary).toHaveText("2 recipients, 4 forms");

  await click(addRecipient);
  const role = card("New parent").getByLabel("Role");
  await expect(role).toBeFocused();
  await role.selectOption("Teacher");
  const teacher = card("New teacher");
  await expect(teacher.getByRole("checkbox", { name: "Strengths and difficulties (teacher)" })).toBeChecked();
  await teacher.getByLabel("Full name").fill("Priya Shah");
  await expect(card("Priya Shah").getByRole("button", { name: "Remove Priya Shah" })).toBeVisible();
  await expect(summary).toHaveText("3 recipients, 5 forms");

  await click(maya.getByRole("button", { name: "Remove Maya Hughes" }));
  await expect(maya).toHaveCount(0);
  await expect(status).toHaveText("Maya Hughes removed.");
  await expect(card("Priya Shah").getByRole("heading", { name: "Priya Shah" })).toBeFocused();
  await expect(suggestion("Maya Hughes")).toBeVisible();
  await expect(summary).toHaveText("2 recipients, 3 forms");
});

test("a missing answer is explained next to its field, focused and counted, and the error clears once fixed", async ({
  page,
}) => {
  const { click, card, suggestion, addRecipient, submit, status } = await openPrototype(page);
  await click(suggestion("Daniel Reed"));
  const email = card("Daniel Reed").getByLabel("Email address");
  await email.clear();
  await click(addRecipient);
  await click(submit);

  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Error: Enter an email address");
  await expect(card("New parent").getByLabel("Full name")).toHaveAccessibleDescription("Error: Enter the parent's name");
  await expect(status).toHaveText("There are 3 problems to fix before sending.");

  await email.fill("d.reed@");
  await expect(email).toHaveAccessibleDescription(/correct format/);
  await email.fill("d.reed@oakfield.example");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(card("Daniel Reed").getByText("Enter an email address")).toHaveCount(0);
  await expect(status).toHaveText("There are 2 problems to fix before sending.");

  await click(card("New parent").getByRole("button", { name: "Remove parent" }));
  await expect(status).toHaveText("New parent removed.");
});

test("the review lists each person, editing keeps the answers, and sending confirms who got forms", async ({ page }) => {
  const { proto, click, card, suggestion, summary, submit, reviewTitle } = await openPrototype(page);
  await click(suggestion("Maya Hughes"));
  await click(submit);

  await expect(reviewTitle).toBeFocused();
  const people = proto.getByRole("list", { name: "2 recipients, 4 forms" }).getByRole("listitem");
  await expect(people).toHaveCount(2);
  await expect(people.nth(0)).toContainText("Leo Hughes");
  await expect(people.nth(0)).toContainText("Text message: 07700 900 481");
  await expect(people.nth(0)).toContainText("Forms: Health history, Consent form");
  await expect(people.nth(1)).toContainText("Maya Hughes");
  await expect(people.nth(1)).toContainText("Email: maya.hughes@example.com");

  await click(proto.getByRole("button", { name: "Back to edit" }));
  await expect(submit).toBeFocused();
  await expect(card("Maya Hughes").getByLabel("Email address")).toHaveValue("maya.hughes@example.com");

  await click(submit);
  await click(proto.getByRole("button", { name: "Send forms" }));
  await expect(proto.getByRole("heading", { name: "Forms sent to 2 recipients" })).toBeFocused();

  await click(proto.getByRole("button", { name: "Book another appointment" }));
  await expect(card("Maya Hughes")).toHaveCount(0);
  await expect(suggestion("Maya Hughes")).toBeVisible();
  await expect(summary).toHaveText("1 recipient, 2 forms");
});

test("a keyboard alone adds a recipient, fills in the card and reaches the review", async ({ page }) => {
  const { proto, card, addRecipient, submit, reviewTitle } = await openPrototype(page);
  const clinician = proto.getByLabel("Clinician");
  if (isSmallScreen(page)) {
    // On a phone the appointment details start folded, behind "Change".
    await proto.getByRole("button", { name: "Change appointment details" }).focus();
    await page.keyboard.press("Enter");
    await expect(clinician).toBeFocused();
  } else {
    await clinician.focus();
  }

  await tabTo(page, addRecipient);
  await page.keyboard.press("Enter");
  await expect(card("New parent").getByLabel("Role")).toBeFocused();
  await page.keyboard.press("ArrowDown"); // Parent → Carer
  await page.keyboard.press("Tab");
  await page.keyboard.type("Chris Doyle");
  const chris = card("Chris Doyle");
  await expect(chris).toContainText("Carer");

  await page.keyboard.press("Tab");
  await expect(chris.getByRole("radio", { name: "Email" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(chris.getByRole("radio", { name: "Text message" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(chris.getByLabel("Mobile number")).toBeFocused();
  await page.keyboard.type("07700 900 127");

  const consent = chris.getByRole("checkbox", { name: "Consent form" });
  await tabTo(page, consent, 5);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();

  await tabTo(page, submit, 5);
  await page.keyboard.press("Enter");
  await expect(reviewTitle).toBeFocused();
  const chrisInReview = proto.getByRole("listitem").filter({ hasText: "Chris Doyle" });
  await expect(chrisInReview).toContainText("Text message: 07700 900 127");
  await expect(chrisInReview).toContainText("Strengths and difficulties (parent), Consent form");
});

for (const viewport of [
  { width: 1440, height: 810 },
  { width: 390, height: 693 },
]) {
  // Its own viewport: the same in either project, so run once (@any-width, playwright.config.ts).
  test.describe(`opened on its own at ${viewport.width}×${viewport.height}`, { tag: "@any-width" }, () => {
    test.use({ viewport });

    /** Fills the page with every suggested person and a blank card, then tries to send. */
    async function showErrors(page: Page) {
      const booking = bookingIn(page);
      for (const name of ["Maya Hughes", "Daniel Reed", "Ruth Hughes"]) await booking.suggestion(name).click();
      await expect(page.getByText("Everyone suggested is added.")).toBeVisible();
      await booking.addRecipient.click();
      await booking.submit.click();
      await expect(booking.status).toHaveText("There are 2 problems to fix before sending.");
      return booking;
    }

    test("nothing overflows sideways at any step, and every request stays on this site", async ({ page, baseURL }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.goto(PAGE);
      const expectNoSidewaysScroll = async (step: string) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(viewport.width);

      await expectNoSidewaysScroll("at first");
      const booking = await showErrors(page);
      await expectNoSidewaysScroll("with errors");
      await booking.card("New parent").getByRole("button", { name: "Remove parent" }).click();
      await booking.submit.click();
      await expect(booking.reviewTitle).toBeFocused();
      await expectNoSidewaysScroll("in the review");
      await page.getByRole("button", { name: "Send forms" }).click();
      await expect(page.getByRole("heading", { name: "Forms sent to 4 recipients" })).toBeVisible();
      await expectNoSidewaysScroll("once sent");

      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL ?? "").origin)).toEqual([]);
    });

    test("has no accessibility violations with every card and its errors shown", async ({ page }) => {
      test.slow(); // a full axe scan of five cards takes several seconds on a busy machine
      await page.goto(PAGE);
      await showErrors(page);
      // No preloading: the page runs sandboxed, and axe would fetch its stylesheet from an opaque origin.
      const scan = await new AxeBuilder({ page }).options({ preload: false }).analyze();
      expect(scan.violations).toEqual([]);
    });
  });
}
