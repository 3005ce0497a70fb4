import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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
