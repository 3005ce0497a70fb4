import { expect, test } from "vitest";
import { withoutStylesheetLinks } from "./linkless-copy.ts";

test("takes out every stylesheet link, marked or not, and keeps the inline rules, scripts and other links", () => {
  const html =
    '<head><style>p{margin:0}</style><link rel="stylesheet" href="/assets/root-1.css" type="text/x-inlined-css" disabled=""/>' +
    '<link rel="stylesheet" href="/assets/viewer-2.css#"/><link rel="icon" href="/favicon.svg"/>' +
    '<script type="module" async="">start()</script></head>';
  expect(withoutStylesheetLinks(html)).toBe(
    '<head><style>p{margin:0}</style><link rel="icon" href="/favicon.svg"/><script type="module" async="">start()</script></head>',
  );
});
