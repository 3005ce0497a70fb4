import { Children, isValidElement, type ReactNode } from "react";
import "./gallery.css";

/**
 * `<Gallery>` around 2 to 12 markdown images (the build checks the count and their alt texts): a
 * responsive grid of tiles, a list to a screen reader, each opening in the image viewer like any
 * other image of the study.
 */
export function Gallery({ children }: { children?: ReactNode }) {
  // The markdown between the tags yields the images' figures and the line breaks between them.
  const figures = Children.toArray(children).filter(isValidElement);
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's role once its markers are hidden (list-style: none).
    <ul className="gallery" role="list">
      {figures.map((figure) => (
        <li key={figure.key}>{figure}</li>
      ))}
    </ul>
  );
}
