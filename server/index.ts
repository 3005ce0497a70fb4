// The Node entry of `npm start` and the container: the environment's config, then the server.
import "./node-version-check.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./start-server.ts";

try {
  await startServer(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
