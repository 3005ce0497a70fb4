// The prerendered pages the server answers with status 404 (docs/decisions/001).
// Slugs cannot start with '_', so these never collide with a real page.
export const NOT_FOUND_PATH = "/_not-found";
export const CASE_STUDY_NOT_FOUND_PATH = "/case-studies/_not-found";
export const TAG_NOT_FOUND_PATH = "/case-studies/tags/_not-found";
