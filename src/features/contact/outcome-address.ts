// The address a post without JavaScript comes back to (contact-outcome.ts): the home page's contact
// section, with the outcome in its query. Apart from the outcome's texts, so the home page can name
// the section, and know an outcome is there, without loading them.

export const CONTACT_SECTION_ID = "contact";
/** The query parameter that brings a post's outcome back. */
export const OUTCOME_PARAM = "message";
