import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { StatisticsSettings } from "../../lib/content-model/statistics-settings-schema.ts";
import { PrivacyNotice } from "./privacy-notice.tsx";

let shown: { statistics: StatisticsSettings; email: string | undefined } = {
  statistics: { timeZone: "UTC", keepViewsDays: 90 },
  email: undefined,
};

function Notice() {
  return <PrivacyNotice ownerName="Sam Doe" email={shown.email} statistics={shown.statistics} />;
}

function renderNotice(statistics: StatisticsSettings, { email }: { email?: string } = { email: "mailto:sam@example.com" }) {
  shown = { statistics, email };
  const Stub = createRoutesStub([{ path: "/privacy", Component: Notice }]);
  render(<Stub initialEntries={["/privacy"]} />);
}

const paragraphWith = (text: string) =>
  screen.getByText((_, element) => element?.tagName === "P" && (element.textContent ?? "").includes(text));

test("with the default settings, says raw views are kept 90 days and days are counted in UTC", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  expect(
    paragraphWith("Raw page views are kept for 90 days; daily totals are kept for good. Days are counted in UTC."),
  ).toBeTruthy();
  expect(paragraphWith("They are kept as long as other views, for 90 days.")).toBeTruthy();
});

test("says the settings in force: another time zone, another number of days, one day in the singular", () => {
  renderNotice({ timeZone: "Europe/London", keepViewsDays: 30 });
  expect(
    paragraphWith(
      "Raw page views are kept for 30 days; daily totals are kept for good. Days are counted in the Europe/London time zone.",
    ),
  ).toBeTruthy();
  expect(paragraphWith("for 30 days.")).toBeTruthy();
  expect(screen.queryByText(/90 days/)).toBeNull();
  cleanup();
  renderNotice({ timeZone: "UTC", keepViewsDays: 1 });
  expect(paragraphWith("Raw page views are kept for 1 day;")).toBeTruthy();
});

test("has the sections a visitor looks for, in order", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "What is measured",
    "What is not",
    "Share links",
    "Messages you send",
    "Cookies and storage",
    "Contact",
  ]);
});

test("share links keep their label, and with DNT or GPC only their opens are counted", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  expect(paragraphWith("they are kept with the name Sam Doe gave the link")).toBeTruthy();
  // The example names no case study: the owner's titles may be private (docs/product.md#privacy-page).
  expect(screen.getByText("Acme hiring read 80% of a case study, Tuesday 14:02")).toBeTruthy();
  expect(paragraphWith("only the link's opens are counted")).toBeTruthy();
  expect(
    screen.getByText("If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is stored."),
  ).toBeTruthy();
});

test("the storage table names each cookie and key, what it is for and how long it lasts", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  const table = screen.getByRole("table", { name: "Cookies and browser storage on this site" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getByRole("rowheader").querySelector("code")?.textContent)).toEqual([
    "private_session",
    "private_hint",
    "owner_session",
    "owner_marker",
    "theme",
  ]);
  expect(within(rows[3] as HTMLElement).getByText("400 days.")).toBeTruthy();
  expect(within(rows[2] as HTMLElement).getByText(/Only in Sam Doe's own browser\./)).toBeTruthy();
});

test("contact: the form on home, and email when site.yaml's email is a mailto: address", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  expect(screen.getByRole("link", { name: "Send a message" }).getAttribute("href")).toBe("/#contact");
  expect(screen.getByRole("link", { name: "email Sam Doe" }).getAttribute("href")).toBe("mailto:sam@example.com");
});

test("without an email address among the links, only the message is offered", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 }, { email: undefined });
  expect(screen.queryByRole("link", { name: /email/ })).toBeNull();
  expect(paragraphWith("Send a message.")).toBeTruthy();
});

test("states the daily totals' bounds, and that a browser whose signature changes is counted again", () => {
  renderNotice({ timeZone: "UTC", keepViewsDays: 90 });
  expect(
    paragraphWith(
      "Daily totals are bounded: from one IP address (for IPv6, its network), or through one share link, at most 100 page views a day are counted, and at most 1,000,000 from everyone.",
    ),
  ).toBeTruthy();
  expect(paragraphWith("any name or utm_source that only one visitor sent that day, are counted only as 'Other'.")).toBeTruthy();
  expect(
    paragraphWith("changes during the day (an update, or another browser on the same device), you are counted as a new visitor."),
  ).toBeTruthy();
});
