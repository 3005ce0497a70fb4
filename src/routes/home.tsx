import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { Link } from "react-router";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid.tsx";
import { ContactForm } from "../features/contact/deferred-contact-form.tsx";
import { CONTACT_SECTION_ID } from "../features/contact/outcome-address.ts";
import { LockPrivateWork } from "../features/private-work/lock-private-work.tsx";
import { withPrivateWork } from "../features/private-work/private-cards.ts";
import { PrivateCardsSlot } from "../features/private-work/private-cards-slot.tsx";
import { usePrivateCaseStudies } from "../features/private-work/use-private-case-studies.ts";
import { Hero } from "../features/profile/hero.tsx";
import { PrototypeViewer } from "../features/prototype-viewer/deferred-prototype-viewer.tsx";
import { buildPersonJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeHome } from "../lib/public-pages.ts";
import type { Route } from "./+types/home.ts";

// docs/product.md#home: at most 3 case studies on home, newest first.
export const HOME_CASE_STUDY_LIMIT = 3;

// Build time (prerender): the newest case studies come with this page's route data, so the home page's
// code stays the same size however many case studies there are (docs/decisions/020-code-on-intent.md).
export async function loader() {
  return { latest: caseStudies.slice(0, HOME_CASE_STUDY_LIMIT) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const latest = loaderData?.latest ?? [];
  return buildPageMeta({ site, ...describeHome(site, latest), type: "profile", jsonLd: buildPersonJsonLd(site) });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // docs/product.md#private-work: a visitor with access sees the protected work they may open among the
  // rest. The public ones beyond the newest few would never show among them.
  const privateOnes = usePrivateCaseStudies();
  const latest = withPrivateWork(loaderData.latest, privateOnes).slice(0, HOME_CASE_STUDY_LIMIT);
  return (
    <>
      <Hero site={site} />
      <section className="home-section" aria-label="Interactive prototype">
        <PrototypeViewer settings={site.prototype} isPosterPriority />
      </section>
      {/* Their own section, before the latest: a browser without JavaScript shows every private card there. */}
      <PrivateCardsSlot />
      <section className="home-section" aria-labelledby="latest-case-studies">
        <div className="section-heading">
          <h2 id="latest-case-studies">Latest case studies</h2>
          <Link to="/case-studies" prefetch="intent">
            All case studies
          </Link>
        </div>
        {privateOnes.length > 0 && <LockPrivateWork returnPath="/" />}
        <CaseStudyGrid caseStudies={latest} headingLevel={3} />
      </section>
      <div className="home-section" id={CONTACT_SECTION_ID}>
        <ContactForm />
      </div>
    </>
  );
}
