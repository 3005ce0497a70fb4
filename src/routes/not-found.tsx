import { site } from "virtual:content/site";
import { PageNotFound } from "../components/page-not-found";
import { buildPageMeta } from "../lib/page-meta";

export function meta() {
  return buildPageMeta({ site, title: "Page not found", description: site.description });
}

/** Every path without a page; the server answers it with status 404. */
export default function NotFound() {
  return <PageNotFound />;
}
