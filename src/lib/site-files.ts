// The files the build generates for sharing and discovery (pipeline/site-files/), named once here
// so the generators and the head tags that point at them cannot drift apart.

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
export const FEED_PATH = "/feed.xml";
export const WEB_MANIFEST_PATH = "/site.webmanifest";
/** The hand-drawn icon in public/; every PNG icon is rasterised from it. */
export const FAVICON_SVG_PATH = "/favicon.svg";

/** Open Graph's recommended card size (1.91:1), which Twitter/X, LinkedIn and Slack also crop well. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface PngIcon {
  path: string;
  size: number;
  /** iOS rounds the corners itself and shows transparent corners black, so its icon is filled edge to edge. */
  isOpaque: boolean;
}

export const FAVICON_PNG: PngIcon = { path: "/favicon-32x32.png", size: 32, isOpaque: false };
export const APPLE_TOUCH_ICON: PngIcon = { path: "/apple-touch-icon.png", size: 180, isOpaque: true };
/** The sizes Chrome asks a web app manifest for (home screen and splash screen). */
export const MANIFEST_ICONS: readonly PngIcon[] = [
  { path: "/icon-192.png", size: 192, isOpaque: false },
  { path: "/icon-512.png", size: 512, isOpaque: false },
];
export const PNG_ICONS: readonly PngIcon[] = [FAVICON_PNG, APPLE_TOUCH_ICON, ...MANIFEST_ICONS];

/** --color-bg of each scheme in src/styles/global.css: the browser's toolbar matches the page. */
export const THEME_COLORS = { light: "#fbfaf8", dark: "#121417" } as const;

/** The feed's own title, and the title of the link to it in every page's head. */
export function feedTitle(siteName: string): string {
  return `${siteName} · Case studies`;
}

/**
 * Where a page's sharing card is served: '/' -> /og/home.png, '/about' -> /og/about.png,
 * '/case-studies/x' -> /og/case-studies/x.png.
 */
export function ogImagePath(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, "") || "home";
  return `/og/${name}.png`;
}
