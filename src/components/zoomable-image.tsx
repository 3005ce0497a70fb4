import type { MouseEvent } from "react";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";

const loadViewer = () => import("./image-viewer/image-viewer");

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
    const trigger = event.currentTarget;
    void loadViewer().then(({ openImageViewer }) => openImageViewer(trigger));
  };
  return (
    <a className="zoomable-image" href={props.src} onClick={open} onPointerEnter={loadViewer} onFocus={loadViewer}>
      <span className="visually-hidden">Enlarge: </span>
      <ResponsiveImage {...props} />
    </a>
  );
}
