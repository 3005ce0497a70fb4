import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { Quote } from "../../lib/content-model/site-schema.ts";
import { IMAGE_SIZES } from "../../lib/image-sizes.ts";

/** docs/product.md#quotes-carousel: a quote's text, author, and an optional picture and link. */
export function QuoteFigure({ quote }: { quote: Quote }) {
  return (
    <figure className="quote-figure">
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        {quote.picture && <ResponsiveImage src={quote.picture} alt="" sizes={IMAGE_SIZES.quotePicture} />}
        <span>
          <cite>{quote.link ? <a href={quote.link}>{quote.author}</a> : quote.author}</cite>
          {quote.role && <span className="quote-figure__role">{quote.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
