import type { Page } from "@playwright/test";
import { DARK_BACKGROUND, expectNoViolations, openInTheme, switchSystemTheme, THEMES } from "./test-support/axe.ts";
import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";

const CASE_STUDY_PATH = "/case-studies/appointment-booking-recipient-cards";
const PROTOTYPE_TITLE = "Appointment booking with recipient cards";
const CONTACT_ERROR = "Please enter a subject.";
const CONTACT_THANKS = "Thank you for your message. I'll get back to you soon.";
// docs/product.md#contact-form: the form's message goes after 5 s.
const STATUS_MESSAGE_MS = 5000;

/**
 * Keeps the form's message on screen through a scan, which can outlast its 5 s on a busy machine: the
 * page's 5 s timers wait a minute instead. (Playwright's paused clock would also stop axe, which needs timers.)
 */
async function holdStatusMessages(page: Page) {
  await page.evaluate((delay) => {
    const setTimeoutAsUsual = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      setTimeoutAsUsual(handler, timeout === delay ? 60_000 : timeout, ...rest)) as typeof window.setTimeout;
  }, STATUS_MESSAGE_MS);
}

function contactForm(page: Page) {
  const section = page.getByRole("region", { name: "Send me a message" });
  return {
    status: section.getByRole("status"),
    async send() {
      await section.getByLabel("Email").fill("visitor@example.com");
      await section.getByLabel("Subject").fill("Hello");
      await section.getByLabel("Message").fill("I enjoyed the case study.");
      await section.getByRole("button", { name: "Send" }).click();
    },
  };
}

function prototypeViewer(page: Page) {
  const figure = page.getByRole("figure", { name: "Interactive prototype" });
  return {
    poster: figure.getByRole("button", { name: `Load prototype: ${PROTOTYPE_TITLE}` }),
    frame: page.getByTitle(PROTOTYPE_TITLE),
    fullscreen: figure.getByRole("button", { name: "Fullscreen", exact: true }),
    dialog: page.getByRole("dialog", { name: `${PROTOTYPE_TITLE}, fullscreen` }),
  };
}

interface State {
  name: string;
  path: string;
  isSmallScreenOnly?: boolean;
  hasPrototypeFrame?: boolean;
  allowedConsoleErrors?: RegExp[];
  /** Brings the page into the state; the scan follows. */
  enter?: (page: Page) => Promise<void>;
  /** Checks the state was still showing when the scan ended (some states time out). */
  isStillShowing?: (page: Page) => Promise<void>;
}

const STATES: State[] = [
  { name: "the home page", path: "/" },
  { name: "the case studies list", path: "/case-studies" },
  { name: "the case study", path: CASE_STUDY_PATH },
  { name: "a tag's page", path: "/case-studies/tags/healthcare" },
  { name: "the about page", path: "/about" },
  { name: "the privacy page", path: "/privacy" },
  { name: "the not-found page", path: "/no/such/page" },
  { name: "an unknown case study", path: "/case-studies/no-such-study" },
  {
    name: "the open mobile menu",
    path: "/",
    isSmallScreenOnly: true,
    async enter(page) {
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
    },
  },
  {
    name: "the case study's contents open on a phone",
    path: CASE_STUDY_PATH,
    isSmallScreenOnly: true,
    async enter(page) {
      const contents = page.getByRole("navigation", { name: "On this page" });
      await contents.getByText("On this page").click();
      await expect(contents.getByRole("link", { name: "Outcome" })).toBeVisible();
    },
  },
  {
    name: "the image viewer, zoomed in",
    path: CASE_STUDY_PATH,
    async enter(page) {
      const alt =
        "Three recipient cards for a patient, a parent and a teacher, each showing its delivery channel and the forms it will receive.";
      await page.getByRole("link", { name: `Enlarge: ${alt}` }).click();
      const viewer = page.getByRole("dialog", { name: alt });
      await viewer.getByRole("button", { name: "Zoom in" }).click();
      await expect(viewer.getByRole("button", { name: "Zoom out" })).toBeEnabled();
    },
  },
  {
    name: "the before-and-after comparison, moved",
    path: CASE_STUDY_PATH,
    async enter(page) {
      const handle = page.getByRole("slider", { name: "Before and after" });
      await handle.focus();
      await page.keyboard.press("Home");
      await expect(handle).toHaveAttribute("aria-valuetext", "0% before");
    },
  },
  {
    name: "the quotes carousel after 'Next →'",
    path: "/about",
    async enter(page) {
      await page.getByRole("button", { name: "Next →" }).click();
      await expect(page.getByRole("group", { name: "2 of 3" })).toBeVisible();
    },
  },
  {
    name: "the loaded prototype on the home page",
    path: "/",
    hasPrototypeFrame: true,
    async enter(page) {
      const viewer = prototypeViewer(page);
      await viewer.poster.click();
      await expect(page.frameLocator(`iframe[title="${PROTOTYPE_TITLE}"]`).getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "the fullscreen prototype viewer",
    path: "/",
    hasPrototypeFrame: true,
    async enter(page) {
      const viewer = prototypeViewer(page);
      await viewer.fullscreen.click();
      await expect(viewer.dialog).toBeVisible();
      await expect(page.frameLocator(`iframe[title="${PROTOTYPE_TITLE}"]`).getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "the contact form showing an error",
    path: "/",
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
    async enter(page) {
      await page.route("**/api/send-message", (route) =>
        route.fulfill({ status: 400, json: { success: false, error: CONTACT_ERROR } }),
      );
      await holdStatusMessages(page);
      const form = contactForm(page);
      await form.send();
      await expect(form.status).toHaveText(CONTACT_ERROR);
    },
    isStillShowing: async (page) => expect(await contactForm(page).status.textContent()).toBe(CONTACT_ERROR),
  },
  {
    name: "the contact form showing its thanks",
    path: "/",
    async enter(page) {
      await page.route("**/api/send-message", (route) => route.fulfill({ json: { success: true, message: CONTACT_THANKS } }));
      await holdStatusMessages(page);
      const form = contactForm(page);
      await form.send();
      await expect(form.status).toHaveText(CONTACT_THANKS);
    },
    isStillShowing: async (page) => expect(await contactForm(page).status.textContent()).toBe(CONTACT_THANKS),
  },
];

// One page load per state: scanned in the light theme, then, after the system's scheme changes under
// it, in the dark one (the site's default theme follows the system without a reload). At 375 px a state
// both widths show is scanned in the light theme only: the width changes layout (reflow, overlap, what
// shows), not the themes' colours. The one colour set by width is the open menu's, and the states only a
// phone shows keep both themes; the last test below still scans a whole page in the dark theme at 375 px.
const themesOf = (state: State, page: Page) =>
  state.isSmallScreenOnly === true || !isSmallScreen(page) ? THEMES : THEMES.slice(0, 1);

for (const state of STATES) {
  test.describe(state.name, () => {
    test.use({ allowedConsoleErrors: state.allowedConsoleErrors ?? [] });

    test(`${state.name} has no axe violations in either theme`, async ({ page }) => {
      test.skip(state.isSmallScreenOnly === true && !isSmallScreen(page), "the menu button exists at 768 px and below");
      if (state.hasPrototypeFrame) test.slow(); // two scans per theme: the page, then the prototype's frame
      const [first, ...others] = themesOf(state, page);
      await openInTheme(page, state.path, first);
      await state.enter?.(page);
      await expectNoViolations(page, `${state.name}, ${first.colorScheme}`, { hasPrototypeFrame: state.hasPrototypeFrame });
      for (const theme of others) {
        await switchSystemTheme(page, theme);
        await expectNoViolations(page, `${state.name}, ${theme.colorScheme}`, { hasPrototypeFrame: state.hasPrototypeFrame });
      }
      await state.isStillShowing?.(page);
    });
  });
}

test("the dark theme chosen with the theme button has no axe violations on a light system", async ({ page }) => {
  await openInTheme(page, "/about", THEMES[0]);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
  await expectNoViolations(page, "/about, dark by choice");
});
