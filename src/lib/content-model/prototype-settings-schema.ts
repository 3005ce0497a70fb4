import { z } from "zod";
import { DESKTOP_BASE_WIDTH, DESKTOP_ZOOM, MOBILE_BASE_WIDTH, MOBILE_ZOOM, ZOOM_MAX, ZOOM_MIN } from "../prototype-constants.ts";
import { prototypeEmbedOf, SHARE_LINK_EXAMPLES } from "./prototype-share-link.ts";

const SITE_PATH = /^\/[^\s]*$/;

const sitePath = z
  .string({ error: "expected a site path starting with /" })
  .regex(SITE_PATH, { error: "expected a site path starting with /, such as /images/poster.svg" });

const SOURCE_ERROR = `expected a site path starting with /, or a Figma, Framer or ProtoPie share link (${SHARE_LINK_EXAMPLES})`;

// A page of this site, or a design tool's share link that the build turns into the tool's embed address.
const source = z
  .string({ error: SOURCE_ERROR })
  .refine((value) => SITE_PATH.test(value) || prototypeEmbedOf(value) !== undefined, { error: SOURCE_ERROR });

const fileName = z
  .string({ error: "expected a file name under public/prototypes, without .html" })
  .regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: "expected a file name under public/prototypes, without .html (letters, digits and dashes)",
  });

const zoom = z
  .number({ error: `expected a number from ${ZOOM_MIN} to ${ZOOM_MAX}` })
  .min(ZOOM_MIN)
  .max(ZOOM_MAX);

/** docs/product.md#prototype-settings: the viewer's settings as written, with their defaults filled in. */
export const prototypeFieldsSchema = z
  .object({
    file: fileName.optional(),
    src: source.optional(),
    title: z.string({ error: "expected the prototype's title as text" }).min(1).optional(),
    mode: z.enum(["desktop", "mobile"], { error: "expected desktop or mobile" }).default("desktop"),
    lock: z.boolean({ error: "expected true or false" }).default(false),
    posters: z
      .object(
        { desktop: sitePath.optional(), mobile: sitePath.optional() },
        { error: "expected desktop and mobile poster paths" },
      )
      .default({}),
    baseWidths: z
      .object({
        desktop: z.number().int().positive().default(DESKTOP_BASE_WIDTH),
        mobile: z.number().int().positive().default(MOBILE_BASE_WIDTH),
      })
      .default({ desktop: DESKTOP_BASE_WIDTH, mobile: MOBILE_BASE_WIDTH }),
    zoom: z
      .object({ desktop: zoom.default(DESKTOP_ZOOM), mobile: zoom.default(MOBILE_ZOOM) })
      .default({ desktop: DESKTOP_ZOOM, mobile: MOBILE_ZOOM }),
  })
  .strict();

export const prototypeSettingsSchema = prototypeFieldsSchema.transform(({ file, src, ...settings }) => {
  // An explicit src wins over a file under /prototypes.
  const link = src ?? (file ? `/prototypes/${file}.html` : undefined);
  const embed = link === undefined ? undefined : prototypeEmbedOf(link);
  return {
    ...settings,
    /** The address the frame loads: the site's own page, or the design tool's embed address. */
    src: embed?.embedSrc ?? link,
    /** The address 'Open in new tab' opens: the page, or the share link as the owner wrote it. */
    href: link,
    /** Set for a design tool's prototype: the origin the page's Content-Security-Policy allows in frame-src. */
    frameOrigin: embed?.origin,
  };
});

export type PrototypeSettings = z.output<typeof prototypeSettingsSchema>;
