import path from "node:path";
import { z } from "zod";
import { clientDirField, envSchema, storeFields } from "./env-schema.ts";
import { readStatisticsSettings } from "./statistics-settings.ts";
import type { TrustProxy } from "./trusted-proxies.ts";
import type { ViewSettings } from "./views/view-store.ts";

// A retry is at most an hour away, however many attempts have failed.
const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;

export interface MailConfig {
  url: string;
  to: string;
  from: string;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

export interface TimeoutConfig {
  /** Time to receive a whole request, headers and body. */
  requestMs: number;
  /** Time to receive a request's headers, counted from the connection or the previous answer. */
  headersMs: number;
  /** How long an idle keep-alive connection stays open after an answer. */
  keepAliveMs: number;
}

export interface StoreConfig {
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir, for several servers on one database (decision 007). */
  databaseUrl: string | undefined;
}

export interface Config extends StoreConfig {
  port: number;
  host: string;
  /** The prerendered site and its assets, written by `npm run build` (CLIENT_DIR to serve one from elsewhere). */
  clientDir: string;
  /** Whose X-Forwarded-For and X-Forwarded-Proto to believe: no one, any peer (`true`), or the listed proxies. */
  trustProxy: TrustProxy;
  rateLimit: { max: number; windowMs: number };
  /** Signs proof-of-work challenges; undefined: the store's own, made on first start. Never logged. */
  proofOfWorkSecret: string | undefined;
  /** Undefined when email delivery is off: messages are stored only. */
  mail: MailConfig | undefined;
  /** Strict-Transport-Security max-age, sent on HTTPS requests only; 0 for none. */
  hstsMaxAge: number;
  /** Shows the owner /healthz's detail as a bearer token; undefined: nobody sees it. Never logged. */
  healthzToken: string | undefined;
  timeouts: TimeoutConfig;
  /** The reading statistics' time zone and raw-view retention (docs/product.md#reading-statistics). */
  stats: ViewSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment with `schema`; reports every bad variable at once. */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  // An empty variable (PORT= in a .env file) means "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return result.data;
}

/**
 * The message store's settings only, for commands that open the store and nothing else
 * (`npm run messages`): a bad or half-set email or server setting never stops them.
 */
export function loadStoreConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const values = parseEnv(z.object(storeFields), env);
  return { dataDir: path.resolve(values.DATA_DIR), databaseUrl: values.DATABASE_URL };
}

/**
 * Whether email delivery is on, as loadConfig decides it: SMTP_URL and MAIL_TO both set. For
 * `npm run messages`, which otherwise reads only the store's settings, so it says what a queued
 * message waits for (docs/messages.md#reading-them). Not checked further: with a wrong one the server
 * does not start, and a queued message waits for it to be put right.
 */
export function loadMailOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SMTP_URL && env.MAIL_TO);
}

/**
 * The statistics' settings as the build wrote them from content/site.yaml (server/statistics-settings.ts),
 * so the server counts as the prerendered privacy page says it does.
 */
function statsSettingsOf(clientDir: string): ViewSettings {
  const { timeZone, keepViewsDays } = readStatisticsSettings(clientDir);
  return { timeZone, retentionDays: keepViewsDays };
}

/** The store's settings and the statistics' own (from the build in CLIENT_DIR), for `npm run stats`. */
export function loadStatsConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig & { stats: ViewSettings } {
  const { CLIENT_DIR } = parseEnv(z.object({ CLIENT_DIR: clientDirField }), env);
  return { ...loadStoreConfig(env), stats: statsSettingsOf(path.resolve(CLIENT_DIR)) };
}

/** The server's settings: the only reader of the environment besides loadStoreConfig and loadMailOn. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values = parseEnv(envSchema, env);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    // Relative to the working folder, as DATA_DIR: the same in the sources and in the compiled build/server/.
    clientDir: path.resolve(values.CLIENT_DIR),
    trustProxy: values.TRUST_PROXY,
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    proofOfWorkSecret: values.PROOF_OF_WORK_SECRET,
    mail:
      values.SMTP_URL && values.MAIL_TO
        ? {
            url: values.SMTP_URL,
            to: values.MAIL_TO,
            from: values.MAIL_FROM ?? values.MAIL_TO,
            retryBaseMs: values.MAIL_RETRY_BASE_SECONDS * 1000,
            retryMaxMs: MAIL_RETRY_MAX_MS,
            maxAttempts: values.MAIL_MAX_ATTEMPTS,
          }
        : undefined,
    hstsMaxAge: values.HSTS_MAX_AGE,
    healthzToken: values.HEALTHZ_TOKEN,
    // Node takes whole milliseconds.
    timeouts: {
      requestMs: Math.round(values.REQUEST_TIMEOUT_SECONDS * 1000),
      headersMs: Math.round(values.HEADERS_TIMEOUT_SECONDS * 1000),
      keepAliveMs: Math.round(values.KEEPALIVE_TIMEOUT_SECONDS * 1000),
    },
    stats: statsSettingsOf(path.resolve(values.CLIENT_DIR)),
  };
}
