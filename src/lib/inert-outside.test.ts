import { afterEach, expect, test } from "vitest";
import { makeOutsideInert } from "./inert-outside.ts";

afterEach(() => {
  document.body.replaceChildren();
});

function buildPage() {
  document.body.innerHTML = `
    <header id="header"><button>Theme</button></header>
    <main id="main">
      <p id="before">Before</p>
      <section id="section"><div id="viewer"><button>Exit fullscreen</button></div><p id="caption">Caption</p></section>
      <p id="after" inert>Already inert</p>
    </main>
    <footer id="footer"></footer>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId, viewer: byId("viewer") };
}

test("makes every branch outside the element inert, but not the element or its ancestors", () => {
  const { byId, viewer } = buildPage();
  makeOutsideInert(viewer);
  for (const id of ["header", "before", "caption", "after", "footer"]) expect(byId(id).hasAttribute("inert"), id).toBe(true);
  for (const id of ["viewer", "section", "main"]) expect(byId(id).hasAttribute("inert"), id).toBe(false);
});

test("restores what it changed and leaves what was inert before as it was", () => {
  const { byId, viewer } = buildPage();
  const restore = makeOutsideInert(viewer);
  restore();
  for (const id of ["header", "before", "caption", "footer"]) expect(byId(id).hasAttribute("inert"), id).toBe(false);
  expect(byId("after").hasAttribute("inert")).toBe(true);
});
