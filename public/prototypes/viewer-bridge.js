// Lets the portfolio's prototype viewer leave fullscreen when Escape is pressed inside this page.
// A sandboxed frame's key presses never reach the page around it, so the frame tells it instead.
"use strict";

if (window.parent !== window) {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      window.parent.postMessage({ type: "prototype-viewer:escape" }, "*");
    }
  });
}
