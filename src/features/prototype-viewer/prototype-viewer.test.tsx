import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { prototypeSettingsSchema } from "../../lib/content-model/prototype-settings-schema.ts";
import { PrototypeViewer } from "./prototype-viewer.tsx";

function settings(fields: Record<string, unknown>) {
  return prototypeSettingsSchema.parse(fields);
}

test("shows 'No content' and no controls when there is no source", () => {
  render(<PrototypeViewer settings={settings({ title: "Empty" })} />);
  expect(screen.getByText("No content")).toBeTruthy();
  expect(screen.getByText("Interactive prototype")).toBeTruthy();
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("link", { name: "Open in new tab" })).toBeNull();
});

test("a locked viewer has no desktop/mobile switch but keeps fullscreen", () => {
  render(<PrototypeViewer settings={settings({ file: "demo", title: "Demo", mode: "mobile", lock: true })} />);
  expect(screen.queryByRole("button", { name: "Desktop" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Mobile" })).toBeNull();
  expect(screen.getByRole("button", { name: "Fullscreen" })).toBeTruthy();
});

test("an unlocked viewer starts in its default mode, pressed in the switch", () => {
  render(<PrototypeViewer settings={settings({ file: "demo", title: "Demo", mode: "mobile" })} />);
  expect(screen.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("false");
  expect(screen.getByRole("link", { name: "Open in new tab" }).getAttribute("href")).toBe("/prototypes/demo.html");
  expect(screen.getByRole("button", { name: "Load prototype: Demo" })).toBeTruthy();
});

test("a Figma prototype frames its embed address in its own origin's sandbox; the new tab opens the share link", () => {
  const shareLink = "https://www.figma.com/proto/nrPSsILSYjesyc5UHjYYa4/Booking?node-id=5-3";
  const { container } = render(<PrototypeViewer settings={settings({ src: shareLink, title: "Booking" })} />);
  expect(screen.getByRole("link", { name: "Open in new tab" }).getAttribute("href")).toBe(shareLink);
  expect(container.querySelector("figure")?.dataset.frameOrigin).toBe("https://embed.figma.com");
  fireEvent.click(screen.getByRole("button", { name: "Load prototype: Booking" }));
  const frame = screen.getByTitle("Booking");
  expect(frame.getAttribute("src")).toBe(
    "https://embed.figma.com/proto/nrPSsILSYjesyc5UHjYYa4/Booking?node-id=5-3&embed-host=portfolio",
  );
  expect(frame.getAttribute("sandbox")?.split(" ")).toEqual(expect.arrayContaining(["allow-scripts", "allow-same-origin"]));
});

test("the site's own prototype stays out of its origin: no allow-same-origin, and no frame origin to allow", () => {
  const { container } = render(<PrototypeViewer settings={settings({ file: "demo", title: "Demo" })} />);
  expect(container.querySelector("figure")?.hasAttribute("data-frame-origin")).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "Load prototype: Demo" }));
  expect(screen.getByTitle("Demo").getAttribute("sandbox")).toBe("allow-scripts allow-forms");
});
