import type { Site } from "#src/lib/content-model/site-schema.ts";
import { MANIFEST_ICONS, THEME_COLORS } from "#src/lib/site-files.ts";

/** Chrome shortens a home-screen label past about 12 characters; the first name then stands in. */
const SHORT_NAME_MAX_LENGTH = 12;

/** The web app manifest (W3C Web Application Manifest): a name, icons and colours for "Add to home screen". */
export function buildWebManifest(site: Site): string {
  const shortName = site.name.length <= SHORT_NAME_MAX_LENGTH ? site.name : (site.name.split(/\s+/)[0] ?? site.name);
  const manifest = {
    name: site.name,
    short_name: shortName,
    description: site.description,
    lang: site.locale,
    start_url: "/",
    scope: "/",
    // A portfolio is a set of pages to read and share, so it keeps the browser's address bar.
    display: "browser",
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: MANIFEST_ICONS.map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: "image/png" })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
