import { Link } from "react-router";

/** docs/product.md#missing-pages: an unknown slug. */
export function CaseStudyNotFound() {
  return (
    <div className="not-found">
      <h1>Case study not found.</h1>
      <p>
        <Link to="/case-studies">Back to all</Link>
      </p>
    </div>
  );
}
