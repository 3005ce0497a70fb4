import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image.tsx";
import "./zoomable-image.css";

const loadViewer = () => import("./image-viewer/image-viewer.ts");
let isOpening = false;

const zoomableLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>("a.zoomable-image") : null;

function openOnClick(event: MouseEvent) {
  const trigger = zoomableLinkOf(event.target);
  // A new tab or window, or a download, stays the browser's.
  if (!trigger || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // A second click while the viewer's code is on its way opens nothing more.
  if (isOpening || document.querySelector(".pswp")) return;
  isOpening = true;
  loadViewer()
    .then(
      ({ openImageViewer }) => openImageViewer(trigger),
      // Without the viewer's code (offline, or a new release replaced its file), the link does what it says.
      (error: unknown) => {
        console.error("The image viewer could not be loaded; opening the image's file instead.", error);
        window.location.assign(trigger.href);
      },
    )
    .finally(() => {
      isOpening = false;
    });
}

// Fetched ahead of a click; a failure then shows on the click, which falls back to the file.
function preloadNear(event: Event) {
  if (zoomableLinkOf(event.target)) loadViewer().catch(() => undefined);
}

// One listener for the whole page, there from the moment this module runs, so an image in a part of
// the page React has not hydrated yet (a case study's body, whose code comes in its own chunk) opens
// the viewer all the same. On window and in the capture phase: React's own listeners on the document
// stop an event aimed at content still waiting for its code (to replay it later to React's handlers
// only), and a listener after them never heard the click, so the link opened the file instead.
if (typeof window !== "undefined") {
  window.addEventListener("click", openOnClick, { capture: true });
  window.addEventListener("pointerover", preloadNear, { capture: true });
  window.addEventListener("focusin", preloadNear, { capture: true });
}

/**
 * An image that opens in the image viewer on a click or Enter. It is a link to the full-size file,
 * which is what it does before the app starts or without JavaScript; the viewer's code is fetched
 * when a pointer or the focus first comes near.
 */
export function ZoomableImage(props: ResponsiveImageProps) {
  return (
    <a className="zoomable-image" href={props.src}>
      <span className="visually-hidden">Enlarge: </span>
      <ResponsiveImage {...props} />
    </a>
  );
}
