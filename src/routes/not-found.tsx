import { site } from "virtual:content/site";
import { PageNotFound, pageNotFoundMeta } from "../components/page-not-found.tsx";

export function meta() {
  return pageNotFoundMeta(site);
}

/** Every path without a page; the server answers it with status 404. */
export default function NotFound() {
  return <PageNotFound />;
}
