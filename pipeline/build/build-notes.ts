// What the browser's build knows and the step after the prerender needs (pipeline/build/separate-private-work.ts):
// written beside build/client, never inside it, so no visitor can fetch them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ImageInfo } from "#src/lib/image-info.ts";

/** What the build knows of one image under public/images. */
export interface ImageNote {
  info: ImageInfo;
  variants: string[];
}

/** Each case study's body chunk, by slug: `/assets/case-study-<hash>.js`. */
export const caseStudyChunksFileOf = (buildDir: string) => path.join(buildDir, "case-study-chunks.json");
/** Each image's size and `srcset`s and its variants' paths (`/assets/images/<name>-<width>-<hash>.avif`, …), by the original's site path. */
export const imagesNoteFileOf = (buildDir: string) => path.join(buildDir, "images.json");

/** The build folder of a client output folder (build/client → build). */
export const buildDirOfClientDir = (clientDir: string) => path.dirname(path.resolve(clientDir));

export function writeBuildNote(file: string, note: Record<string, unknown>): void {
  writeFileSync(file, `${JSON.stringify(note, null, 2)}\n`);
}

export function readBuildNote<T>(file: string): Record<string, T> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, T>;
}
