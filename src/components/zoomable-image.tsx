import type { MouseEvent } from "react";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";

import "./zoomable-image.css";

const loadViewer = () => import("./image-viewer/image-viewer");
// Fetched ahead of a click; a failure then shows on the click, which falls back to the file.
const preloadViewer = () => void loadViewer().catch(() => undefined);
let isOpening = false;

/**
 * An image that opens in the image viewer on a click or Enter. It is a link to the full-size file,
 * which is what it does before the app starts or without JavaScript; the viewer's code is fetched
 * when a pointer or the focus first comes near.
 */
export function ZoomableImage(props: ResponsiveImageProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a download, stays the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A second click while the viewer's code is on its way opens nothing more.
    if (isOpening || document.querySelector(".pswp")) return;
    isOpening = true;
    const trigger = event.currentTarget;
    loadViewer()
      .then(({ openImageViewer }) => openImageViewer(trigger))
      // Without the viewer (offline, or a new release replaced its file), the link does what it says.
      .catch(() => window.location.assign(trigger.href))
      .finally(() => {
        isOpening = false;
      });
  };
  return (
    <a className="zoomable-image" href={props.src} onClick={open} onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      <span className="visually-hidden">Enlarge: </span>
      <ResponsiveImage {...props} />
    </a>
  );
}
