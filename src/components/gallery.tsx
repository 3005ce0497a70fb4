import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Prerendered } from "./prerendered.tsx";
import "./gallery.css";

// A tile is at least 12rem wide (gallery.css): one to a row on the narrowest phones, two on wider
// ones, at most half the 42rem column beside the text.
const TILE_SIZES = "(max-width: 28rem) calc(100vw - 2rem), (max-width: 46rem) calc(50vw - 1.5rem), 21rem";

/**
 * `<Gallery>` around 2 to 12 markdown images (the build checks the count and their alt texts): a
 * responsive grid of tiles, a list to a screen reader, each opening in the image viewer like any
 * other image of the study.
 */
export function Gallery({ children }: { children?: ReactNode }) {
  // The markdown between the tags yields the images' figures and the line breaks between them.
  const figures = Children.toArray(children).filter(isValidElement) as ReactElement<{ sizes?: string }>[];
  return (
    // role="list": Safari drops a list's role once its markers are hidden (list-style: none).
    <Prerendered as="ul" className="gallery" role="list">
      {figures.map((figure) => (
        <li key={figure.key}>{cloneElement(figure, { sizes: TILE_SIZES })}</li>
      ))}
    </Prerendered>
  );
}
