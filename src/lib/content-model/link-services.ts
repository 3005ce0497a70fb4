// docs/product.md#site-identity: the owner's links are any label and address; a known service is
// recognised by the address's host at build time, so the page can show its icon beside the label.

/** The services the link row has an icon for (src/features/profile/link-icons.svg), by the icon's id. */
export type LinkService =
  | "email"
  | "github"
  | "gitlab"
  | "dribbble"
  | "behance"
  | "linkedin"
  | "medium"
  | "mastodon"
  | "bluesky"
  | "x"
  | "instagram"
  | "youtube";

/** Each service by the hosts it answers on (a subdomain counts: www.linkedin.com, uk.linkedin.com, name.medium.com). */
const HOSTS: readonly (readonly [LinkService, readonly string[]])[] = [
  ["github", ["github.com"]],
  ["gitlab", ["gitlab.com"]],
  ["dribbble", ["dribbble.com"]],
  ["behance", ["behance.net"]],
  ["linkedin", ["linkedin.com"]],
  ["medium", ["medium.com"]],
  ["bluesky", ["bsky.app"]],
  ["x", ["x.com", "twitter.com"]],
  ["instagram", ["instagram.com"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  // The largest Mastodon servers; any other is recognised by its name or its /@name profile path below.
  ["mastodon", ["mastodon.social", "mastodon.online", "mastodon.world", "mas.to", "hachyderm.io", "fosstodon.org"]],
];

// Known hosts whose profiles also read /@name, which are not Mastodon servers.
const NOT_FEDIVERSE = ["threads.net", "threads.com", "tiktok.com", "substack.com"];

const isOnHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/**
 * The service a link leads to, or undefined for any other address (a plain link). A Mastodon server
 * can have any name: besides the largest ones, a host named mastodon.… or mstdn.…, or a profile path
 * /@name on a host not known otherwise, is taken for one.
 */
export function linkServiceOf(href: string): LinkService | undefined {
  if (href.startsWith("mailto:")) return "email";
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const hostname = url.hostname.toLowerCase();
  const known = HOSTS.find(([, hosts]) => hosts.some((host) => isOnHost(hostname, host)));
  if (known) return known[0];
  if (/^(mastodon|mstdn)\./.test(hostname)) return "mastodon";
  const isProfilePath = /^\/@[^/]+\/?$/.test(url.pathname);
  if (isProfilePath && !NOT_FEDIVERSE.some((host) => isOnHost(hostname, host))) return "mastodon";
  return undefined;
}
