import { expect, test } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

const STYLESHEETS: Record<string, string> = {
  "/assets/root-1.css": "body{margin:0}\n",
  "/assets/home-2.css": ".hero{color:red}",
};

test("puts every linked stylesheet's rules in one <style> where the first link stood, in their order", () => {
  const html =
    '<head><title>Home</title><link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/home-2.css"/></head>';
  expect(inlineStylesheets(html, (href) => STYLESHEETS[href] ?? "")).toBe(
    "<head><title>Home</title><style>body{margin:0}\n.hero{color:red}</style>" +
      '<link rel="stylesheet" href="/assets/root-1.css" disabled=""/><link rel="stylesheet" href="/assets/home-2.css" disabled=""/></head>',
  );
});

test("leaves a page without stylesheets, and links to other files, as they are", () => {
  const html = '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://example.com/x.css"/></head>';
  expect(inlineStylesheets(html, () => "never read")).toBe(html);
});

test("refuses CSS that would close the <style> element early", () => {
  const html = '<link rel="stylesheet" href="/assets/root-1.css"/>';
  expect(() => inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(/root-1\.css/);
});
