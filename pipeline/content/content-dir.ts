import path from "node:path";
import { DEFAULT_CONTENT_DIR } from "./load-content.ts";

/** The build reads content/ unless CONTENT_DIR points elsewhere (tests build broken fixtures this way). */
export function resolveContentDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR;
}

export const DEFAULT_PUBLIC_DIR = path.resolve(DEFAULT_CONTENT_DIR, "../public");

/**
 * The files the site serves as they are (images, videos, prototypes): public/, unless PUBLIC_DIR points
 * elsewhere (a test's site with files of its own, such as a prototype only its protected work shows).
 */
export function resolvePublicDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLIC_DIR ? path.resolve(env.PUBLIC_DIR) : DEFAULT_PUBLIC_DIR;
}

/** The file under `publicDir` a site path names (/images/a%20b.png?v=2 is images/a b.png). */
export function publicFileOf(publicDir: string, sitePath: string): string {
  return path.join(publicDir, decodeURI(sitePath.split(/[?#]/)[0] ?? sitePath));
}
