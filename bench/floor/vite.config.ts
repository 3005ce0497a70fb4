import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The same Vite and React Router as the site, with Vite's default build settings like ours; only
// our content, MDX and precompression plugins are left out, as they add no client JavaScript.
export default defineConfig({
  plugins: [reactRouter()],
});
