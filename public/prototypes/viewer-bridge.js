// Lets the portfolio's prototype viewer leave fullscreen when Escape is pressed inside this page.
// A sandboxed frame's key presses never reach the page around it, so the frame tells it instead.
// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (<script src defer>), not a module, so not strict without it
"use strict";

if (window.parent !== window) {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      window.parent.postMessage({ type: "prototype-viewer:escape" }, "*");
    }
  });
}
