// The image viewer (PhotoSwipe): fetched when a pointer or the focus first comes near an image
// (zoomable-image.tsx), never with the page. Plain JavaScript, so opening it adds no React code to any page.

import PhotoSwipe, { type SlideData } from "photoswipe";
import { imageInfoOf } from "../../lib/image-infos.ts";
import "photoswipe/style.css";
import { makeOutsideInert } from "../../lib/inert-outside.ts";
import "./image-viewer.css";

// A drawing (SVG) has no pixels to run out of: it may be enlarged this many times its own size.
const DRAWING_MAGNIFICATION = 3;
// Each press of Zoom in or Zoom out changes the size by this factor.
const ZOOM_STEP = 1.6;

const ICONS = {
  in: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 24 24" width="24" height="24"><path d="M11 5v12M5 11h12M16.5 16.5 21 21" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
  out: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 24 24" width="24" height="24"><path d="M5 11h12M16.5 16.5 21 21" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
};

function slideOf(link: HTMLAnchorElement): SlideData {
  const src = link.getAttribute("href") ?? "";
  const alt = link.querySelector("img")?.alt ?? "";
  const info = imageInfoOf(src);
  // The size the viewer shows at its largest: the file's own pixels, or a drawing magnified.
  const scale = src.endsWith(".svg") ? DRAWING_MAGNIFICATION : 1;
  return { src, alt, width: (info?.width ?? 1600) * scale, height: (info?.height ?? 1000) * scale };
}

/** Zoom in or out by one step, about the middle of the screen, within the slide's own limits. */
function zoomBy(pswp: PhotoSwipe, factor: number) {
  const slide = pswp.currSlide;
  if (!slide) return;
  const { initial, max } = slide.zoomLevels;
  const level = Math.min(max, Math.max(initial, slide.currZoomLevel * factor));
  slide.zoomTo(level, undefined, pswp.options.zoomAnimationDuration);
}

function registerZoomButtons(pswp: PhotoSwipe) {
  const buttons: { in?: HTMLButtonElement; out?: HTMLButtonElement } = {};
  const update = () => {
    const slide = pswp.currSlide;
    const level = slide?.currZoomLevel ?? 1;
    // Zooming an image still on its way leaves PhotoSwipe showing nothing: the buttons wait for it.
    const image = slide?.content.element;
    const isReady = Boolean(slide?.isZoomable() && image?.isConnected && !slide?.content.isDecoding);
    if (buttons.in) buttons.in.disabled = !isReady || level >= (slide?.zoomLevels.max ?? 1) - 0.001;
    if (buttons.out) buttons.out.disabled = !isReady || level <= (slide?.zoomLevels.initial ?? 1) + 0.001;
    // A button that just reached its limit is disabled under the keyboard's focus: hand it on.
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.disabled && pswp.element?.contains(focused)) {
      const other = focused === buttons.in ? buttons.out : buttons.in;
      (other && !other.disabled ? other : pswp.element).focus();
    }
  };
  for (const [way, label, factor, order] of [
    ["in", "Zoom in", ZOOM_STEP, 8],
    ["out", "Zoom out", 1 / ZOOM_STEP, 9],
  ] as const) {
    pswp.ui?.registerElement({
      name: `zoom-${way}`,
      ariaLabel: label,
      title: label,
      order,
      isButton: true,
      html: ICONS[way],
      onInit: (element) => {
        buttons[way] = element as HTMLButtonElement;
        update();
      },
      onClick: () => zoomBy(pswp, factor),
    });
  }
  pswp.on("zoomPanUpdate", update);
  pswp.on("change", update);
  // The image goes into the page right after this event (once decoded): look again then.
  pswp.on("contentAppendImage", () => queueMicrotask(update));
}

/**
 * Tab and Shift+Tab go round the viewer's controls (PhotoSwipe's own trap lets focus out to the page
 * for one step), and the page behind is inert while it is open. Returns the undo.
 */
function keepFocusIn(viewer: HTMLElement): () => void {
  const restore = makeOutsideInert(viewer);
  const goRound = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const stops = [...viewer.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")].filter(
      (button) => button.offsetParent,
    );
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const isAtEnd = event.shiftKey
      ? [first, viewer].includes(document.activeElement as HTMLElement)
      : document.activeElement === last;
    if (!isAtEnd) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };
  viewer.addEventListener("keydown", goRound);
  return () => {
    viewer.removeEventListener("keydown", goRound);
    restore();
  };
}

/**
 * Opens the viewer on the image of `trigger`, with the other enlargeable images of the same article
 * before and after it, in page order: a modal dialog named by the image shown, focus kept inside,
 * closed by Escape, a click beside the image or Close, and focus back on `trigger`.
 */
export function openImageViewer(trigger: HTMLAnchorElement): void {
  const scope = trigger.closest("article") ?? document;
  const links = [...scope.querySelectorAll<HTMLAnchorElement>("a.zoomable-image")];
  const isStill = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const slides = links.map(slideOf);
  const pswp = new PhotoSwipe({
    dataSource: slides,
    index: Math.max(0, links.indexOf(trigger)),
    loop: false,
    mainClass: "image-viewer",
    bgOpacity: 1,
    // The file's own size is the largest; a wheel or a pinch zooms too.
    maxZoomLevel: 1,
    secondaryZoomLevel: 1,
    wheelToZoom: true,
    zoom: false,
    closeTitle: "Close",
    arrowPrevTitle: "Previous",
    arrowNextTitle: "Next",
    imageClickAction: "zoom",
    bgClickAction: "close",
    tapAction: "close",
    // It appears at once and fades only as it closes. While PhotoSwipe plays an opening animation it
    // ignores Escape, Close and a click beside the image, and binds its keys only once it ends; and
    // half-faded, its controls lack contrast. An animation never holds back what the visitor asked for.
    showHideAnimationType: isStill ? "none" : "fade",
    showAnimationDuration: 0,
    zoomAnimationDuration: isStill ? 0 : 250,
  });
  pswp.on("uiRegister", () => registerZoomButtons(pswp));
  const name = () => pswp.element?.setAttribute("aria-label", slides[pswp.currIndex]?.alt || "Image");
  let release = () => {};
  pswp.on("afterInit", () => {
    if (!pswp.element) return;
    pswp.element.setAttribute("aria-modal", "true");
    name();
    release = keepFocusIn(pswp.element);
  });
  pswp.on("change", () => {
    name();
    // The button just used may go (Next on the last image), once PhotoSwipe has updated its
    // controls: focus then stays in the viewer, where the arrow keys work.
    requestAnimationFrame(() => {
      if (pswp.element && !pswp.element.contains(document.activeElement)) pswp.element.focus();
    });
  });
  pswp.on("destroy", () => {
    release();
    trigger.focus();
  });
  pswp.init();
}
