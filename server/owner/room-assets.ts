// The owner's room's script and what it loads (vite.owner.config.ts builds them into
// BUILD_DIR/owner-room): read once at start, listed by the build's manifest, and served under
// /owner/assets/ only while the room exists. They hold no data of the owner's, only code.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { SCRIPT_POLICY } from "../security-headers.ts";

export const ROOM_ASSETS_PREFIX = "/owner/assets/";
const ENTRY = "src/owner-room.ts";

export interface RoomAssets {
  /** The script each room page loads; none when the room's build is missing (the forms work without). */
  scripts: string[];
  /** Its stylesheet: the site's design tokens and the room's own (src/features/owner-room/room.css). */
  styles: string[];
  files: Map<string, Buffer>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

export const NO_ROOM_ASSETS: RoomAssets = { scripts: [], styles: [], files: new Map() };

/** The room's build beside the site's client folder: `build/owner-room` for `build/client`. */
export function roomAssetsDirOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "owner-room");
}

export function loadRoomAssets(dir: string): RoomAssets {
  const manifestFile = path.join(dir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return NO_ROOM_ASSETS;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The owner's room build in ${dir} has no ${ENTRY}; run npm run build.`);
  const names = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  const files = new Map([...names].map((name) => [name, readFileSync(path.join(dir, name))]));
  const styles = (entry.css ?? []).map((name) => `${ROOM_ASSETS_PREFIX}${name}`);
  return { scripts: [`${ROOM_ASSETS_PREFIX}${entry.file}`], styles, files };
}

const TYPES: Record<string, string> = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" };

/** GET /owner/assets/:name: a file of the room's build, or not found. */
export function serveRoomAsset(assets: RoomAssets) {
  return (c: Context) => {
    const name = c.req.param("name") ?? "";
    const file = assets.files.get(name);
    const type = TYPES[name.split(".").pop() ?? ""];
    if (!file || !type) return c.text("Not found", 404);
    // A worker runs under its script's own policy: no sandbox, or it would have no Web Crypto.
    if (name.endsWith(".js")) c.header("Content-Security-Policy", SCRIPT_POLICY);
    return c.body(new Uint8Array(file), 200, { "Content-Type": type });
  };
}
