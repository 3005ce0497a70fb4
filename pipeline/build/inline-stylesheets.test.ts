import { expect, test } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

const STYLESHEETS: Record<string, string> = {
  "/assets/root-1.css": "body{margin:0}\n",
  "/assets/home-2.css": ".hero{color:red}",
  "/assets/viewer-3.css": ".viewer{display:grid}",
};
const readStylesheet = (href: string) => {
  const css = STYLESHEETS[href];
  if (css === undefined) throw new Error(`no such stylesheet: ${href}`);
  return css;
};
const NOT_FETCHED = ' type="text/x-inlined-css" disabled=""';

test("puts every linked stylesheet's rules in one <style> where the first link stood, in their order", () => {
  const html =
    '<head><title>Home</title><link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/home-2.css"/></head>';
  expect(inlineStylesheets(html, readStylesheet)).toBe(
    "<head><title>Home</title><style>body{margin:0}\n.hero{color:red}</style>" +
      `<link rel="stylesheet" href="/assets/root-1.css"${NOT_FETCHED}/><link rel="stylesheet" href="/assets/home-2.css"${NOT_FETCHED}/></head>`,
  );
});

test("inlines a stylesheet React Router marks with a trailing '#' too, keeping its href for React to claim", () => {
  const html = '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/viewer-3.css#"/>';
  expect(inlineStylesheets(html, readStylesheet)).toBe(
    "<style>body{margin:0}\n.viewer{display:grid}</style>" +
      `<link rel="stylesheet" href="/assets/root-1.css"${NOT_FETCHED}/><link rel="stylesheet" href="/assets/viewer-3.css#"${NOT_FETCHED}/>`,
  );
});

test("inlines a file linked both with and without the '#' once", () => {
  const html = '<link rel="stylesheet" href="/assets/viewer-3.css"/><link rel="stylesheet" href="/assets/viewer-3.css#"/>';
  expect(inlineStylesheets(html, readStylesheet)).toMatch(/^<style>\.viewer\{display:grid\}<\/style><link /);
});

test("leaves a page without stylesheets, and links to other files, as they are", () => {
  const html = '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://example.com/x.css"/></head>';
  expect(inlineStylesheets(html, () => "never read")).toBe(html);
});

test("refuses CSS that would close the <style> element early", () => {
  const html = '<link rel="stylesheet" href="/assets/root-1.css"/>';
  expect(() => inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(/root-1\.css/);
});
