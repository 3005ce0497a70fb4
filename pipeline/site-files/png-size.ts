/** A PNG's width and height from its IHDR chunk (PNG spec §11.2.2), which always follows the 8-byte signature. */
export function readPngSize(png: Buffer): { width: number; height: number } {
  if (png.toString("latin1", 1, 4) !== "PNG" || png.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
