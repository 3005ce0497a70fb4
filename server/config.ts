import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT must be a port number" })
    .int({ error: "PORT must be a whole number" })
    .min(0, { error: "PORT must be from 0 to 65535" })
    .max(65535, { error: "PORT must be from 0 to 65535" })
    .default(3000),
  // Loopback by default, so a fresh clone never listens on the network by surprise; set 0.0.0.0 in a container.
  HOST: z.string().trim().min(1, { error: "HOST must be a host name or address" }).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1, { error: "DATA_DIR must be a folder path" }).default("./data"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The prerendered site and its assets, written by `npm run build`. */
  clientDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The only reader of the environment; reports every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file) means "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return {
    port: result.data.PORT,
    host: result.data.HOST,
    dataDir: path.resolve(result.data.DATA_DIR),
    clientDir: path.resolve(import.meta.dirname, "../build/client"),
  };
}
