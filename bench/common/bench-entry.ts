// The server the benchmarks start: the site's own (startServer, as `npm start` runs it), with the
// bare baseline routes beside it.
import { ConfigError, loadConfig } from "#server/config.ts";
import { startServer } from "#server/start-server.ts";
import { withBareRoutes } from "./bare-routes.ts";

try {
  await startServer(loadConfig(), withBareRoutes);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
