/** The design tools whose share links a prototype's `src` may be (docs/decisions/013-prototypes-from-design-tools.md). */
export type PrototypeService = "figma" | "framer" | "protopie";

export interface PrototypeEmbed {
  service: PrototypeService;
  /** What the viewer's frame loads: the service's embed address for the share link. */
  embedSrc: string;
  /** The frame's origin, which the page's Content-Security-Policy then allows in frame-src. */
  origin: string;
}

export const SHARE_LINK_EXAMPLES =
  "https://www.figma.com/proto/…, https://framer.com/share/…, https://….framer.website or https://cloud.protopie.io/p/…";

// Figma's own pattern for the links its embed endpoint takes: a file type, then a key of 22 to 128 characters.
const FIGMA_PATH = /^\/[\w-]+\/[0-9a-zA-Z]{22,128}(?:\/|$)/;
const FIGMA_HOSTS = new Set(["figma.com", "www.figma.com"]);
// A published Framer site embeds as it is; a shared Framer prototype has an embed address of its own.
const FRAMER_SITE_HOST = /^[a-z0-9-]+\.framer\.(?:website|app)$/;
const FRAMER_SHARE_PATH = /^\/share\/([^/]+)\/?$/;
const PROTOPIE_PATH = /^\/p\/[0-9a-zA-Z]+\/?$/;
// Identifies the embedding site to Figma, which requires the parameter.
const FIGMA_EMBED_HOST = "portfolio";

function withDefaults(url: URL, parameters: Record<string, string>): URL {
  for (const [name, value] of Object.entries(parameters)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url;
}

function embedOf(service: PrototypeService, url: URL): PrototypeEmbed {
  return { service, embedSrc: url.href, origin: url.origin };
}

/**
 * The embed address of a Figma, Framer or ProtoPie share link, or undefined for any other address.
 * Only https links of these services: the page's policy then allows exactly their frame origins.
 */
export function prototypeEmbedOf(link: string): PrototypeEmbed | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return undefined;
  url.hash = "";
  if (FIGMA_HOSTS.has(url.hostname) && FIGMA_PATH.test(url.pathname)) {
    url.hostname = "embed.figma.com";
    return embedOf("figma", withDefaults(url, { "embed-host": FIGMA_EMBED_HOST }));
  }
  if (FRAMER_SITE_HOST.test(url.hostname)) return embedOf("framer", url);
  const framerShare = url.hostname === "framer.com" ? FRAMER_SHARE_PATH.exec(url.pathname) : null;
  if (framerShare) {
    url.pathname = `/embed/${framerShare[1]}/`;
    return embedOf("framer", url);
  }
  if (url.hostname === "cloud.protopie.io" && PROTOPIE_PATH.test(url.pathname)) {
    // The prototype alone, scaled to the frame: the viewer has its own controls around it.
    return embedOf("protopie", withDefaults(url, { ui: "false", scaleToFit: "true" }));
  }
  return undefined;
}
