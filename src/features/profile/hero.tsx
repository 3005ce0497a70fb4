import { useRef } from "react";
import { useReportHeroVisibility } from "../../components/hero-visibility.tsx";
import { Prerendered } from "../../components/prerendered.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { PageSite } from "../../lib/content-model/site-schema.ts";
import { IMAGE_SIZES } from "../../lib/image-sizes.ts";
import { LinkRow } from "./link-row.tsx";
import "./profile.css";

/** docs/product.md#home: greeting, role line, the current employer line (when there is one) and the link row. */
export function Hero({ site }: { site: PageSite }) {
  const ref = useRef<HTMLElement>(null);
  useReportHeroVisibility(ref);
  return (
    <section ref={ref} className="hero" aria-labelledby="hero-title">
      <ResponsiveImage
        className="hero__avatar"
        src={site.avatar.src}
        alt={site.avatar.alt}
        sizes={IMAGE_SIZES.heroAvatar}
        loading="eager"
      />
      <Prerendered as="div">
        <h1 id="hero-title" className="hero__greeting">
          {site.greeting}
        </h1>
        <p className="hero__role">{site.role}</p>
        {site.employer && <p className="hero__employer">{site.employer}</p>}
        <LinkRow links={site.links} />
      </Prerendered>
    </section>
  );
}
