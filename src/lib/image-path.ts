import { z } from "zod";

/** Images live in public/images and are referenced by their site path. */
export const imagePathSchema = z
  .string({ error: "expected an image path such as /images/cover.svg" })
  .regex(/^\/images\/[^\s]+\.(svg|png|jpe?g|webp|avif|gif)$/i, {
    error: "expected an image path under /images ending in .svg, .png, .jpg, .webp, .avif or .gif",
  });

export const altTextSchema = z
  .string({ error: "expected alt text describing the image" })
  .min(1, { error: "expected alt text describing the image" });
