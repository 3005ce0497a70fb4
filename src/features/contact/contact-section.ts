/** The home page's contact section: where a post without JavaScript comes back to (contact-outcome.ts). */
export const CONTACT_SECTION_ID = "contact";
/** The query parameter that brings a post's outcome back (contact-outcome.ts). */
export const OUTCOME_PARAM = "message";
