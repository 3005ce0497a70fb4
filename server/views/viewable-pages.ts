import type { Grant } from "../access/access-store.ts";
import type { PrivateWork } from "../access/private-work.ts";
import { scopeCovers } from "../access/session-middleware.ts";
import type { Pages } from "../pages.ts";

/**
 * Which paths a visitor's view may be counted on (view-routes.ts): a page anyone can open, or a
 * protected one whose teaser shows anyone it exists or whose grant the visitor holds. A hidden
 * (`teaser: false`) case study is, to anyone else, as unknown as an address that is not a page
 * (docs/decisions/016-private-work.md).
 */
export function viewablePagesOf(pages: Pages, privateWork: PrivateWork | undefined) {
  return (path: string, grant: Grant | undefined): boolean => {
    if (pages.find(path) !== undefined) return true;
    const entry = privateWork?.pageAt(path);
    return entry !== undefined && (entry.teaser !== undefined || (grant !== undefined && scopeCovers(grant.scope, entry.slug)));
  };
}
