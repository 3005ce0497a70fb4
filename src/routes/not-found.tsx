import { site } from "virtual:content/site";
import { Link } from "react-router";
import { buildPageMeta } from "../lib/page-meta";

export function meta() {
  return buildPageMeta({ site, title: "Page not found", description: site.description });
}

/** Every path without a page; the server answers it with status 404. */
export default function NotFound() {
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
