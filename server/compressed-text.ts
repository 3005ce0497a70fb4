import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** A text kept ready in the encodings browsers accept, so no request pays for compression. */
export interface CompressedText {
  text: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export function compressText(text: string): CompressedText {
  const source = Buffer.from(text);
  return {
    text,
    br: new Uint8Array(brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: new Uint8Array(gzipSync(source, { level: 9 })),
  };
}

const brotliNow = promisify(brotliCompress);
const gzipNow = promisify(gzip);

/**
 * A text made for one request, compressed while its visitor waits: at a quick setting (a 30 KB page
 * takes a few milliseconds at most, a tenth larger than the setting kept pages use), off the main thread.
 */
export async function compressNow(text: string, encoding: "br" | "gzip"): Promise<Uint8Array<ArrayBuffer>> {
  const source = Buffer.from(text);
  const compressed =
    encoding === "br"
      ? await brotliNow(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipNow(source, { level: 6 });
  return new Uint8Array(compressed);
}

// A visitor's copy of a page is the same for every request with the same grant: kept compressed, by
// its digest, for the next such request (only a request that made the very same text finds it).
const keptCopies = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_KEPT_COPIES = 200;

/** compressNow, once per distinct text and encoding among the last 200. */
export async function compressCopy(text: string, encoding: "br" | "gzip"): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${createHash("sha256").update(text).digest("base64")}`;
  const kept = keptCopies.get(key);
  if (kept) return kept;
  const compressed = await compressNow(text, encoding);
  if (keptCopies.size >= MAX_KEPT_COPIES) keptCopies.delete(keptCopies.keys().next().value ?? "");
  keptCopies.set(key, compressed);
  return compressed;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => quality?.trim() !== "q=0")
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}
