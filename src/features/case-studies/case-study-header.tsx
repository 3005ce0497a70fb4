import { Prerendered } from "../../components/prerendered.tsx";
import { ZoomableImage } from "../../components/zoomable-image.tsx";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { IMAGE_SIZES } from "../../lib/image-sizes.ts";
import { DraftBadge, TagList } from "./case-study-card.tsx";
import "./case-study-page.css";

const DATE_FORMAT = new Intl.DateTimeFormat("en", { year: "numeric", month: "long", timeZone: "UTC" });

/** docs/product.md#case-study-page: title, summary paragraphs, tags and cover image. */
export function CaseStudyHeader({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <Prerendered as="header" className="case-study-header">
      {caseStudy.isDraft && <DraftBadge />}
      <p className="eyebrow">
        Case study · <time dateTime={caseStudy.date}>{DATE_FORMAT.format(new Date(caseStudy.date))}</time> ·{" "}
        {caseStudy.readingMinutes} min read
      </p>
      <h1>{caseStudy.title}</h1>
      <div className="case-study-header__summary">
        {caseStudy.summary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <TagList tags={caseStudy.tags} />
      <ZoomableImage
        className="case-study-header__cover"
        src={caseStudy.cover}
        alt={caseStudy.coverAlt}
        sizes={IMAGE_SIZES.column}
        isPriority
      />
    </Prerendered>
  );
}
