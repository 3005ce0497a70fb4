/** Every kind of page the site serves: the six kinds of prerendered page and both not-found pages. */
export const EVERY_PAGE = [
  "/",
  "/case-studies",
  "/case-studies/appointment-booking-recipient-cards",
  "/case-studies/tags/healthcare",
  "/about",
  "/privacy",
  "/no/such/page",
  "/case-studies/no-such-study",
];
