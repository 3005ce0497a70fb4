import { useLayoutEffect, useRef, useState } from "react";
import { IMAGE_SIZES } from "../lib/image-sizes.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import "./compare.css";

export interface CompareProps {
  before: string;
  after: string;
  beforeAlt: string;
  afterAlt: string;
  caption?: string;
}

// Where the handle starts, in percent of the width showing the before image.
const START = 50;

/**
 * `<Compare before after beforeAlt afterAlt caption>`: the after image over the before one, cut at a
 * handle a visitor drags or moves with the arrow keys (a native range input, so a slider with its
 * keys for free), announced as '40% before'. Both images keep their alt texts for screen readers.
 */
export function Compare({ before, after, beforeAlt, afterAlt, caption }: CompareProps) {
  const [position, setPosition] = useState(START);
  const stage = useRef<HTMLDivElement>(null);
  // Through the CSSOM, not a style attribute: the Content-Security-Policy allows no inline styles.
  useLayoutEffect(() => {
    stage.current?.style.setProperty("--compare-position", `${position}%`);
  }, [position]);
  return (
    <figure className="compare">
      <div ref={stage} className="compare__stage">
        <ResponsiveImage className="compare__image" src={before} alt={beforeAlt} sizes={IMAGE_SIZES.column} />
        <div className="compare__after">
          <ResponsiveImage className="compare__image" src={after} alt={afterAlt} sizes={IMAGE_SIZES.column} />
        </div>
        <span className="compare__label compare__label--before" aria-hidden="true">
          Before
        </span>
        <span className="compare__label compare__label--after" aria-hidden="true">
          After
        </span>
        <input
          className="compare__handle"
          type="range"
          min={0}
          max={100}
          value={position}
          aria-label={caption ? `Before and after: ${caption}` : "Before and after"}
          aria-valuetext={`${position}% before`}
          onChange={(event) => setPosition(Number(event.currentTarget.value))}
        />
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
