import { Link } from "react-router";
import type { PageSite } from "../lib/content-model/site-schema.ts";
import { useNotAPage } from "../lib/not-a-page.ts";
import { buildPageMeta } from "../lib/page-meta.ts";

/** The head of every missing page: its title, and no canonical link, so search engines leave it out. */
export function pageNotFoundMeta(site: PageSite) {
  return buildPageMeta({ site, title: "Page not found", description: site.description });
}

/** What every address without a page shows; the server answers it with status 404. */
export function PageNotFound() {
  useNotAPage();
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/case-studies">see all case studies</Link>.
      </p>
    </div>
  );
}
