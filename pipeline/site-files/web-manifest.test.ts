import { expect, test } from "vitest";
import { makeSite } from "#src/lib/test-support/make-site.ts";
import { buildWebManifest } from "./web-manifest.ts";

test("names the site, lists the 192 and 512 icons and uses the light background", () => {
  expect(JSON.parse(buildWebManifest(makeSite()))).toEqual({
    name: "Sam Doe",
    short_name: "Sam Doe",
    description: "Sam designs things.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#fbfaf8",
    theme_color: "#fbfaf8",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  });
});

test("shortens a long name to the first name for home-screen labels", () => {
  expect(JSON.parse(buildWebManifest(makeSite({ name: "Alexandra Montgomery" }))).short_name).toBe("Alexandra");
});
