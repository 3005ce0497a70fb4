import { expect, test } from "vitest";
import { withoutScripts } from "./scriptless-copy.ts";

test("takes out inline and loaded scripts and module preloads, keeps JSON-LD, styles and content", () => {
  const html =
    '<head><link rel="modulepreload" href="/assets/a.js"/><script>theme()</script><style>p{margin:0}</style>' +
    '<script type="application/ld+json">{"@type":"Person"}</script></head>' +
    '<body><p>Hello</p><script type="module" async="">import("/assets/a.js");</script><script src="/x.js"></script></body>';
  expect(withoutScripts(html)).toBe(
    '<head><style>p{margin:0}</style><script type="application/ld+json">{"@type":"Person"}</script></head><body><p>Hello</p></body>',
  );
});
