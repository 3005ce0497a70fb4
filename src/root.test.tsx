import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

function FailingRoute(): never {
  throw new Error("boom");
}

test("shows 'Unexpected Application Error!' when a route throws", async () => {
  // React reports the caught error on the console; that report is expected here.
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: FailingRoute,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  consoleError.mockRestore();
});
