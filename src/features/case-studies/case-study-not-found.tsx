import { Link } from "react-router";
import { useNotAPage } from "../../lib/not-a-page.ts";

/** docs/product.md#missing-pages: an unknown slug. */
export function CaseStudyNotFound() {
  useNotAPage();
  return (
    <div className="not-found">
      <h1>Case study not found.</h1>
      <p>
        <Link to="/case-studies">Back to all</Link>
      </p>
    </div>
  );
}
