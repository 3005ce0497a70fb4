import path from "node:path";
import { defineConfig } from "vite";

// `npm run build`, the owner's room's script (src/owner-room.ts) with its proof
// of work worker, apart from the site's: the room's pages are rendered by the server, which finds
// the hashed file names in this build's manifest (server/owner/room-assets.ts). Into
// BUILD_DIR/owner-room, beside the site's client folder, as React Router's build reads BUILD_DIR.
export const ROOM_ASSETS_BASE = "/owner/assets/";

export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  base: ROOM_ASSETS_BASE,
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "owner-room"),
    emptyOutDir: true,
    manifest: true,
    assetsDir: "",
    rolldownOptions: { input: { room: "src/owner-room.ts" } },
  },
});
