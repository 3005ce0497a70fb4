import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { PrivacyNotice } from "./privacy-notice.tsx";

function Notice() {
  return <PrivacyNotice ownerName="Sam Doe" email={undefined} statistics={{ timeZone: "UTC", keepViewsDays: 90 }} />;
}

// The privacy page agrees with docs/product.md#stored-secrets-and-addresses: a hash of an address
// hides it from a reader of the messages, not from whoever holds the whole database.
test("says what the hashes of a visitor's address hide, and from whom they do not", () => {
  const Stub = createRoutesStub([{ path: "/privacy", Component: Notice }]);
  render(<Stub initialEntries={["/privacy"]} />);
  const paragraph = screen.getByText((_, element) => element?.tagName === "P" && /salted hash/.test(element.textContent ?? ""));
  expect(paragraph.textContent?.replace(/\s+/g, " ")).toContain(
    "Like every hash of an address this site keeps, they hide your address from whoever reads the messages or the server's lists, but not from someone holding the whole database, who could find it by trying every possible address.",
  );
});
