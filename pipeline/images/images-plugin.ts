import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { ImageInfo } from "#src/lib/image-info.ts";
import { buildDirOfClientDir, type ImageNote, imagesNoteFileOf, writeBuildNote } from "../build/build-notes.ts";
import { describeImage, type Variant } from "./image-variants.ts";

const IMAGES_ID = "virtual:content/images";
const RESOLVED_ID = `\0${IMAGES_ID}`;
const IMAGE_FILE = /\.(png|jpe?g|webp|avif|svg)$/i;

function listImages(publicDir: string): string[] {
  const imagesDir = path.join(publicDir, "images");
  return readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => IMAGE_FILE.test(file))
    .map((file) => `/images/${file.split(path.sep).join("/")}`)
    .sort();
}

/**
 * virtual:content/images: the size of every image under public/images, and for raster images
 * their AVIF and WebP variants (built once, cached in node_modules/.cache). The owner references
 * the original file; <ResponsiveImage> turns it into a picture with srcset, width and height.
 * In dev only sizes are read, so starting stays fast.
 */
export function imagesPlugin(
  publicDir = "public",
  /** Images the browser's modules must not name: those only unlisted or protected work uses (docs/decisions/016-private-work.md). */
  hiddenFromBrowser: () => ReadonlySet<string> = () => new Set(),
): Plugin {
  const root = path.resolve(publicDir);
  const cacheDir = path.resolve("node_modules/.cache/portfolio-images");
  let isBuild = false;
  let described: ReturnType<typeof describeAll> | undefined;

  async function describeAll() {
    const manifest: Record<string, ImageInfo> = {};
    const variants: Variant[] = [];
    const notes: Record<string, ImageNote> = {};
    for (const sitePath of listImages(root)) {
      const result = await describeImage(root, sitePath, { withVariants: isBuild, cacheDir });
      manifest[sitePath] = result.info;
      variants.push(...result.variants);
      notes[sitePath] = { info: result.info, variants: result.variants.map(({ fileName }) => `/${fileName}`) };
    }
    return { manifest, variants, notes };
  }

  return {
    name: "portfolio-images",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (id) => (id === IMAGES_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      described ??= describeAll();
      const { manifest } = await described;
      // The prerender sees every image; a page whose images are hidden has their sizes in its route data.
      const hidden = this.environment.name === "client" ? hiddenFromBrowser() : new Set<string>();
      const shown = Object.fromEntries(Object.entries(manifest).filter(([sitePath]) => !hidden.has(sitePath)));
      return `export const images = ${JSON.stringify(shown)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client" || !described) return;
      for (const { fileName, source } of (await described).variants) this.emitFile({ type: "asset", fileName, source });
    },
    async writeBundle(options) {
      // The step after the prerender moves the variants of images only protected work uses (docs/decisions/016-private-work.md).
      if (this.environment.name !== "client" || !described || !options.dir) return;
      writeBuildNote(imagesNoteFileOf(buildDirOfClientDir(options.dir)), (await described).notes);
    },
    // Vite's dev server already watches public/; a changed or added image re-reads the manifest.
    hotUpdate({ file, server }) {
      if (!path.resolve(file).startsWith(path.join(root, "images") + path.sep)) return;
      described = undefined;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) this.environment.moduleGraph.invalidateModule(module);
      server.ws.send({ type: "full-reload" });
    },
  };
}
