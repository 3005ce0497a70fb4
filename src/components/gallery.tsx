import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { IMAGE_SIZES } from "../lib/image-sizes.ts";
import { Prerendered } from "./prerendered.tsx";
import "./gallery.css";

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
        <li key={figure.key}>{cloneElement(figure, { sizes: IMAGE_SIZES.galleryTile })}</li>
      ))}
    </Prerendered>
  );
}
