import path from "node:path";
import { DEFAULT_CONTENT_DIR } from "./load-content.ts";

/** The build reads content/ unless CONTENT_DIR points elsewhere (tests build broken fixtures this way). */
export function resolveContentDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR;
}
