import { caseStudies } from "virtual:content/case-studies";
import { site } from "virtual:content/site";
import { Link } from "react-router";
import { featuredFirst } from "../features/case-studies/case-study.ts";
import { CaseStudyGrid } from "../features/case-studies/case-study-grid.tsx";
import { ContactForm } from "../features/contact/deferred-contact-form.tsx";
import { CONTACT_SECTION_ID } from "../features/contact/outcome-address.ts";
import { LockPrivateWork } from "../features/private-work/lock-private-work.tsx";
import { withPrivateWork } from "../features/private-work/private-cards.ts";
import { PrivateCardsSlot } from "../features/private-work/private-cards-slot.tsx";
import { usePrivateCaseStudies } from "../features/private-work/use-private-case-studies.ts";
import { Hero } from "../features/profile/hero.tsx";
import { PrototypeViewer } from "../features/prototype-viewer/deferred-prototype-viewer.tsx";
import type { CaseStudy } from "../lib/content-model/case-study-schema.ts";
import { buildPersonJsonLd } from "../lib/json-ld.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describeHome } from "../lib/public-pages.ts";
import type { Route } from "./+types/home.ts";

// docs/product.md#home: at most 3 case studies on home, the featured ones first, then the newest.
export const HOME_CASE_STUDY_LIMIT = 3;

// Build time (prerender): the case studies home may show come with this page's route data, so the home
// page's code stays the same size however many case studies there are (docs/decisions/020-code-on-intent.md):
// the featured ones and the newest others, enough to fill the row again once a visitor's private work joins them.
export async function loader() {
  const featured = caseStudies.filter((caseStudy) => caseStudy.isFeatured).slice(0, HOME_CASE_STUDY_LIMIT);
  const others = caseStudies.filter((caseStudy) => !caseStudy.isFeatured).slice(0, HOME_CASE_STUDY_LIMIT);
  return { candidates: [...featured, ...others] };
}

/** The cards home shows: featured first, then the newest, newest first within each, the visitor's private work among them. */
const shownOf = (candidates: readonly CaseStudy[], privateOnes: readonly CaseStudy[] = []) =>
  featuredFirst(withPrivateWork(candidates, privateOnes)).slice(0, HOME_CASE_STUDY_LIMIT);

export function meta({ loaderData }: Route.MetaArgs) {
  const shown = shownOf(loaderData?.candidates ?? []);
  return buildPageMeta({ site, ...describeHome(site, shown), type: "profile", jsonLd: buildPersonJsonLd(site) });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // docs/product.md#private-work: a visitor with access sees the protected work they may open among the
  // rest. The public ones beyond the newest few would never show among them.
  const privateOnes = usePrivateCaseStudies();
  const shown = shownOf(loaderData.candidates, privateOnes);
  return (
    <>
      <Hero site={site} />
      {/* docs/product.md#home: without a prototype in site.yaml, the hero stands alone. */}
      {site.prototype && (
        <section className="home-section" aria-label="Interactive prototype">
          <PrototypeViewer settings={site.prototype} isPosterPriority />
        </section>
      )}
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
        <CaseStudyGrid caseStudies={shown} headingLevel={3} />
      </section>
      <div className="home-section" id={CONTACT_SECTION_ID}>
        <ContactForm />
      </div>
    </>
  );
}
