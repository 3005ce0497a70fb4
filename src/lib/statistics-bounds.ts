// The reading statistics' bounds per day (docs/product.md#reading-statistics, docs/decisions/017-reading-statistics.md),
// named once: the server counts by them (server/views/daily-limits.ts) and the privacy page states them.

/** Views stored a day per IPv4 address or IPv6 /64: a reader reading every page twice stays far below. */
export const GROUP_VIEWS_A_DAY = 100;
/**
 * The site's ceiling on views stored a day, from every address together: a million views is about
 * 200 MB. With GROUP_VIEWS_A_DAY, reaching it takes 10,000 address groups.
 */
export const SITE_VIEWS_A_DAY = 1_000_000;
/** New referrer hosts, and new utm sources, one address group may add a day: a reader comes by a few links. */
export const GROUP_NEW_ENTRIES_A_DAY = 5;
/** New referrer hosts, and new utm sources, all groups together may add a day; the rest count as 'Other'. */
export const NEW_ENTRIES_A_DAY = 100;
