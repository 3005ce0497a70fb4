import { tagNames } from "virtual:content/tags";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { IMAGE_SIZES } from "../../lib/image-sizes.ts";
import { tagPathOf, tagSlugOf } from "../../lib/tag-path.ts";
import "./case-studies.css";

// docs/product.md#case-study-cards: a card shows at most 3 tags; its summary is clamped to 3 lines in case-studies.css.
export const TAGS_PER_CARD = 3;

interface CaseStudyCardProps {
  caseStudy: CaseStudy;
  headingLevel: 2 | 3;
  /** Where the cover sits: the first screen's largest image, elsewhere in the first screen, or further down. */
  coverPlace?: "largest" | "first-screen" | "below";
}

export function CaseStudyCard({ caseStudy, headingLevel, coverPlace = "below" }: CaseStudyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="case-study-card">
      <ResponsiveImage
        className="case-study-card__cover"
        src={caseStudy.cover}
        alt={caseStudy.coverAlt}
        sizes={IMAGE_SIZES.card}
        isPriority={coverPlace === "largest"}
        loading={coverPlace === "below" ? "lazy" : "eager"}
      />
      {(caseStudy.isDraft || caseStudy.visibility === "protected") && (
        <p className="case-study-card__badges">
          {caseStudy.isDraft && <span className="draft-badge">Draft</span>}
          {caseStudy.visibility === "protected" && <span className="private-badge">Private</span>}
        </p>
      )}
      <div className="case-study-card__body">
        <Heading className="case-study-card__title">
          {/* The title link covers the whole card (see CSS), so the card has one accessible link. */}
          <Link to={`/case-studies/${caseStudy.slug}`} prefetch="intent">
            {caseStudy.title}
          </Link>
        </Heading>
        <p className="case-study-card__summary">{caseStudy.summary.join(" ")}</p>
        <TagList tags={caseStudy.tags.slice(0, TAGS_PER_CARD)} />
      </div>
    </article>
  );
}

// Only tags of listed work have pages (docs/product.md#private-work): those of unlisted or protected work alone do not.
const listedTagSlugs = new Set(tagNames.map(tagSlugOf));
const hasTagPage = (tag: string) => listedTagSlugs.has(tagSlugOf(tag));

/** Tags as links to their pages (/case-studies/tags/<slug>); one without a page as plain text. */
export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          {hasTagPage(tag) ? (
            <Link className="tag" to={tagPathOf(tag)} prefetch="intent">
              {tag}
            </Link>
          ) : (
            <span className="tag">{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Only `npm run dev` shows drafts; the badge says this one is not published. */
export function DraftBadge() {
  return <p className="draft-badge">Draft</p>;
}
