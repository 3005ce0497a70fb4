import { expect, test } from "vitest";
import { SERVER_ERROR_TEXT, SERVER_ERROR_TITLE } from "./site-error.ts";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";
import { BROWSER, unlockForm, unlockJson, withAccess } from "./test-support/private-requests.ts";

const setUp = cleanedUpPerTest();
// A token of the right shape, so its look-up reaches the store.
const TOKEN = "A".repeat(43);
const JSON_ERROR = { success: false, error: `${SERVER_ERROR_TITLE} ${SERVER_ERROR_TEXT}` };

test("when the store fails, a browser's navigation or form gets a page of the site, 500; a script the JSON error", async () => {
  const { app, access, errors } = withAccess(setUp({ withPrivateWork: true }));
  await access.close();
  for (const response of [await app.request(`/s/${TOKEN}`, { headers: BROWSER }), await unlockForm(app, { password: "a try" })]) {
    expect(response.status).toBe(500);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain(`<h1>${SERVER_ERROR_TITLE}</h1><p>${SERVER_ERROR_TEXT}</p>`);
    expect(html).toContain('aria-label="Test Owner, home"');
    // Nothing of the cause.
    expect(html).not.toMatch(/sqlite|database|closed/i);
  }
  const script = await unlockJson(app, { password: "a try" });
  expect([script.status, await script.json()]).toEqual([500, JSON_ERROR]);
  const fetched = await app.request(`/s/${TOKEN}`);
  expect([fetched.status, await fetched.json()]).toEqual([500, JSON_ERROR]);
  expect(errors).toHaveLength(4);
});
