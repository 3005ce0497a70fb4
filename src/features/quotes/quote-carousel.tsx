import { useId, useState } from "react";
import type { Quote } from "../../lib/content-model/site-schema.ts";
import { nextSlideIndex, slidePosition } from "./carousel-index.ts";
import { QuoteFigure } from "./quote-figure.tsx";
import "./quotes.css";

/**
 * docs/product.md#quotes-carousel, following the WAI-ARIA carousel pattern: no autoplay, slides are labelled
 * groups, and the slide area is a polite live region so 'Next →' is announced.
 */
export function QuoteCarousel({ quotes, label }: { quotes: readonly Quote[]; label: string }) {
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const [only] = quotes;
  if (quotes.length === 1 && only) {
    return (
      <section className="quotes" aria-label={label}>
        <QuoteFigure quote={only} />
      </section>
    );
  }
  return (
    <section className="quotes" aria-roledescription="carousel" aria-label={label}>
      <div id={slidesId} className="quotes__slides" aria-live="polite">
        {quotes.map((quote, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls
          <div
            key={quote.text}
            role="group"
            aria-roledescription="slide"
            aria-label={slidePosition(i, quotes.length)}
            hidden={i !== index}
          >
            <QuoteFigure quote={quote} />
          </div>
        ))}
      </div>
      <div className="quotes__controls">
        <p className="quotes__position">{slidePosition(index, quotes.length)}</p>
        <button
          type="button"
          className="button button--quiet"
          aria-controls={slidesId}
          onClick={() => setIndex((current) => nextSlideIndex(current, quotes.length))}
        >
          Next →
        </button>
      </div>
    </section>
  );
}
