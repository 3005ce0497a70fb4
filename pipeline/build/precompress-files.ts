import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the server sends as files; pages are compressed in memory at start instead (server/pages.ts).
const COMPRESSIBLE = /\.(js|mjs|css|svg|xml|json|webmanifest|txt)$/i;
// Below this, the compressed file and its headers save nothing worth a file.
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside every compressible file of the built site, so the server never
 * compresses per request. Runs after React Router's whole build (react-router.config.ts buildEnd),
 * because some files (the route manifest) are written after Vite's bundle is done.
 */
export async function precompressFiles(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, encoding: "utf8" })).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const { size } = await stat(full);
    if (size < MIN_BYTES) continue;
    const source = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
      gzipAsync(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    written += 1;
  }
  return written;
}
