/** Every kind of page the site serves: the four prerendered pages and both not-found pages. */
export const EVERY_PAGE = [
  "/",
  "/case-studies",
  "/case-studies/appointment-booking-recipient-cards",
  "/about",
  "/no/such/page",
  "/case-studies/no-such-study",
];
