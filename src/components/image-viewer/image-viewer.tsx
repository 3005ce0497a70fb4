// The image viewer: loaded on the first click of an image (zoomable-image.tsx), never with the page.
import { images } from "virtual:content/images";
import { useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "./image-viewer.css";

// A drawing (SVG) has no pixels to run out of: it may be enlarged this many times its own size.
const DRAWING_MAGNIFICATION = 3;

function slideOf(link: HTMLAnchorElement): SlideImage {
  const src = link.getAttribute("href") ?? "";
  const alt = link.querySelector("img")?.alt ?? "";
  const info = images[src];
  if (!info) return { src, alt };
  const { width, height } = info;
  if (!src.endsWith(".svg")) return { src, alt, width, height };
  // The viewer zooms up to the largest size it is told of; a drawing's own size is not its limit.
  const magnified = { src, width: width * DRAWING_MAGNIFICATION, height: height * DRAWING_MAGNIFICATION };
  return { src, alt, width, height, srcSet: [magnified] };
}

const FOCUSABLE = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/**
 * While the viewer is open it is the whole page: everything else is inert, and Tab goes round its
 * own controls. Returns the undo.
 */
function keepFocusIn(viewer: HTMLElement): () => void {
  const others = [...document.body.children].filter((element) => element !== viewer && !element.hasAttribute("inert"));
  for (const element of others) element.setAttribute("inert", "");
  const goRound = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const stops = [...viewer.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const isLeaving = event.shiftKey
      ? document.activeElement === first || !viewer.contains(document.activeElement)
      : document.activeElement === last;
    if (!isLeaving) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };
  viewer.addEventListener("keydown", goRound);
  return () => {
    viewer.removeEventListener("keydown", goRound);
    for (const element of others) element.removeAttribute("inert");
  };
}

interface ViewerProps {
  slides: SlideImage[];
  start: number;
  container: HTMLElement;
  onClosed: () => void;
}

function Viewer({ slides, start, container, onClosed }: ViewerProps) {
  const [isOpen, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  const release = useRef<() => void>(undefined);
  const isStill = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <Lightbox
      open={isOpen}
      close={() => setOpen(false)}
      index={start}
      slides={slides}
      plugins={[Zoom]}
      // Up to the file's own pixels, by the buttons, the wheel or a pinch.
      zoom={{ maxZoomPixelRatio: 1, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      animation={isStill ? { fade: 0, swipe: 0, zoom: 0 } : undefined}
      // The dialog is named by the image it shows.
      labels={{ Lightbox: slides[index]?.alt || "Image" }}
      className="image-viewer"
      portal={{ root: container }}
      on={{
        view: ({ index: shown }) => setIndex(shown),
        entered: () => {
          release.current = keepFocusIn(container);
        },
        exiting: () => release.current?.(),
        exited: onClosed,
      }}
    />
  );
}

/**
 * Opens the viewer on the image of `trigger`, with the other enlargeable images of the same article
 * before and after it, in page order. Closed, it leaves nothing behind and gives focus back to `trigger`.
 */
export function showImageViewer(trigger: HTMLAnchorElement): void {
  const scope = trigger.closest("article") ?? document;
  const links = [...scope.querySelectorAll<HTMLAnchorElement>("a.zoomable-image")];
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const onClosed = () => {
    root.unmount();
    container.remove();
    trigger.focus();
  };
  root.render(
    <Viewer slides={links.map(slideOf)} start={Math.max(0, links.indexOf(trigger))} container={container} onClosed={onClosed} />,
  );
}
