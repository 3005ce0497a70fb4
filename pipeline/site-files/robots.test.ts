import { expect, test } from "vitest";
import { buildRobots } from "./robots.ts";

test("allows every crawler everywhere and names the sitemap by its absolute URL", () => {
  expect(buildRobots("https://example.com")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n");
});
