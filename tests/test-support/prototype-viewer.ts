import type { Page } from "@playwright/test";

/** The sample's prototype, on the home page and the case study. */
export const PROTOTYPE_TITLE = "Appointment booking with recipient cards";

/** The prototype viewer's parts, as a visitor finds them. */
export function viewerOn(page: Page) {
  const figure = page.getByRole("figure", { name: "Interactive prototype" });
  return {
    figure,
    poster: figure.getByRole("button", { name: `Load prototype: ${PROTOTYPE_TITLE}` }),
    frame: page.getByTitle(PROTOTYPE_TITLE),
    desktop: figure.getByRole("button", { name: "Desktop" }),
    mobile: figure.getByRole("button", { name: "Mobile" }),
    fullscreen: figure.getByRole("button", { name: "Fullscreen", exact: true }),
    exitFullscreen: figure.getByRole("button", { name: "Exit fullscreen" }),
    dialog: page.getByRole("dialog", { name: `${PROTOTYPE_TITLE}, fullscreen` }),
    openInNewTab: figure.getByRole("link", { name: "Open in new tab" }),
  };
}
