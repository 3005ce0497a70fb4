import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ConfigError, loadConfig, loadMailOn, loadStatsConfig } from "./config.ts";
import { statisticsSettingsFileOf } from "./statistics-settings.ts";
import { TRUST_ANY_PROXY, TRUST_NO_PROXY } from "./trusted-proxies.ts";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be refused");
}

test("uses port 3000 on loopback, ./data, 5 messages per 10 minutes, no email and 30/15/5 s timeouts by default", () => {
  expect(loadConfig({})).toMatchObject({
    port: 3000,
    host: "127.0.0.1",
    dataDir: path.resolve("data"),
    trustProxy: TRUST_NO_PROXY,
    rateLimit: { max: 5, windowMs: 600_000 },
    mail: undefined,
    timeouts: { requestMs: 30_000, headersMs: 15_000, keepAliveMs: 5_000 },
  });
});

test("reads the timeouts for slow clients, and refuses headers allowed longer than the whole request", () => {
  const env = { REQUEST_TIMEOUT_SECONDS: "2", HEADERS_TIMEOUT_SECONDS: "0.5", KEEPALIVE_TIMEOUT_SECONDS: "1" };
  expect(loadConfig(env).timeouts).toEqual({ requestMs: 2000, headersMs: 500, keepAliveMs: 1000 });
  expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: "10", HEADERS_TIMEOUT_SECONDS: "20" })).toEqual([
    "HEADERS_TIMEOUT_SECONDS: HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS",
  ]);
  expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: "0" })).toEqual([
    "REQUEST_TIMEOUT_SECONDS: REQUEST_TIMEOUT_SECONDS must be above 0",
  ]);
});

test("reads PORT, HOST and DATA_DIR, treating an empty value as unset", () => {
  expect(loadConfig({ PORT: "8080", HOST: "0.0.0.0", DATA_DIR: "/var/lib/site" })).toMatchObject({
    port: 8080,
    host: "0.0.0.0",
    dataDir: "/var/lib/site",
  });
  expect(loadConfig({ PORT: "" }).port).toBe(3000);
});

test("turns email on with SMTP_URL and MAIL_TO; MAIL_FROM defaults to MAIL_TO", () => {
  expect(loadConfig({ SMTP_URL: "smtp://user:secret@smtp.example.com:587", MAIL_TO: "me@example.com" }).mail).toEqual({
    url: "smtp://user:secret@smtp.example.com:587",
    to: "me@example.com",
    from: "me@example.com",
    retryBaseMs: 30_000,
    retryMaxMs: 3_600_000,
    maxAttempts: 24,
  });
  const config = loadConfig({
    SMTP_URL: "smtps://smtp.example.com",
    MAIL_TO: "me@example.com",
    MAIL_FROM: "Portfolio <site@example.com>",
    MAIL_RETRY_BASE_SECONDS: "0.5",
    MAIL_MAX_ATTEMPTS: "3",
  });
  expect(config.mail).toMatchObject({ from: "Portfolio <site@example.com>", retryBaseMs: 500, maxAttempts: 3 });
});

test("says email is on, for npm run messages, exactly when the server would send it: SMTP_URL and MAIL_TO both set", () => {
  const both = { SMTP_URL: "smtp://smtp.example.com", MAIL_TO: "me@example.com" };
  expect(loadMailOn(both)).toBe(loadConfig(both).mail !== undefined);
  expect(loadMailOn(both)).toBe(true);
  expect(loadMailOn({})).toBe(loadConfig({}).mail !== undefined);
  expect(loadMailOn({})).toBe(false);
  expect(loadMailOn({ ...both, SMTP_URL: "" })).toBe(false);
  expect(loadMailOn({ MAIL_TO: "me@example.com" })).toBe(false);
});

test("reads the rate limit and TRUST_PROXY", () => {
  expect(loadConfig({ RATE_LIMIT_MAX: "20", RATE_LIMIT_WINDOW_MINUTES: "1.5", TRUST_PROXY: "true" })).toMatchObject({
    rateLimit: { max: 20, windowMs: 90_000 },
    trustProxy: TRUST_ANY_PROXY,
  });
  expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(TRUST_NO_PROXY);
});

test("reads TRUST_PROXY as a list of the proxies' addresses and CIDR ranges, IPv4 and IPv6", () => {
  const { trustProxy } = loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8,fd00::/8,2001:db8::7 ," });
  expect(trustProxy.setting).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8", "2001:db8::7"]);
  const trusted = ["127.0.0.1", "::ffff:127.0.0.1", "10.200.3.4", "fd12:3456::1", "[2001:db8::7]:443", "10.0.0.9:51234"];
  expect(trusted.filter((address) => trustProxy.trustsPeer(address))).toEqual(trusted);
  const others = ["127.0.0.2", "11.0.0.1", "fe00::1", "2001:db8::8", "unknown", ""];
  expect(others.filter((address) => trustProxy.trustsPeer(address))).toEqual([]);
});

test("names the TRUST_PROXY entry that is neither an address nor a range", () => {
  const sentence = (entry: string) =>
    `TRUST_PROXY: TRUST_PROXY must be true, false or a list of your proxies' addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8,fd00::/8): '${entry}' is neither an address nor a range`;
  for (const entry of ["10.0.0.0/33", "fd00::/129", "10.0.0.0/8/8", "10.0.0.0/x", "proxy.local", "10.0.0.1:80", "fe80::1%eth0"]) {
    expect(problemsOf({ TRUST_PROXY: `127.0.0.1,${entry}` })).toEqual([sentence(entry)]);
  }
});

test("lists every bad variable at once", () => {
  expect(problemsOf({ PORT: "70000", HOST: "  ", TRUST_PROXY: "maybe", RATE_LIMIT_MAX: "0" })).toEqual([
    "PORT: PORT must be from 0 to 65535",
    "HOST: HOST must be a host name or address",
    "RATE_LIMIT_MAX: RATE_LIMIT_MAX must be at least 1",
    "TRUST_PROXY: TRUST_PROXY must be true, false or a list of your proxies' addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8,fd00::/8): 'maybe' is neither an address nor a range",
  ]);
});

test("refuses half an email setup and a URL that is not SMTP", () => {
  expect(problemsOf({ SMTP_URL: "smtp://smtp.example.com" })).toEqual([
    "MAIL_TO: SMTP_URL and MAIL_TO go together: set both to have messages emailed to you, or neither",
  ]);
  expect(problemsOf({ SMTP_URL: "https://smtp.example.com", MAIL_TO: "me@example.com" })[0]).toMatch(
    /^SMTP_URL: SMTP_URL must be an smtp:\/\//,
  );
  expect(problemsOf({ MAIL_TO: "me@example.com", SMTP_URL: "smtp://x", MAIL_FROM: "a\nb@c" })[0]).toMatch(/^MAIL_FROM:/);
});

test("reads DATABASE_URL for PostgreSQL and refuses a URL of another kind", () => {
  expect(loadConfig({}).databaseUrl).toBeUndefined();
  expect(loadConfig({ DATABASE_URL: "postgres://site:secret@db.internal:5432/portfolio" }).databaseUrl).toBe(
    "postgres://site:secret@db.internal:5432/portfolio",
  );
  expect(loadConfig({ DATABASE_URL: "postgresql://localhost/portfolio" }).databaseUrl).toBe("postgresql://localhost/portfolio");
  expect(problemsOf({ DATABASE_URL: "mysql://localhost/portfolio" })).toEqual([
    "DATABASE_URL: DATABASE_URL must be a postgres:// URL, such as postgres://user:password@localhost:5432/portfolio",
  ]);
});

test("reads HEALTHZ_TOKEN, none by default, and refuses one short enough to guess", () => {
  expect(loadConfig({}).healthzToken).toBeUndefined();
  const token = "t".repeat(32);
  expect(loadConfig({ HEALTHZ_TOKEN: token }).healthzToken).toBe(token);
  expect(problemsOf({ HEALTHZ_TOKEN: "short" })).toEqual([
    "HEALTHZ_TOKEN: HEALTHZ_TOKEN must be at least 32 characters; unset, /healthz shows its detail to nobody",
  ]);
});

test("counts the reading statistics as the build wrote site.yaml's settings, in UTC for 90 days without them", () => {
  const clientDir = path.join(mkdtempSync(path.join(tmpdir(), "stats-settings-")), "client");
  expect(loadConfig({ CLIENT_DIR: clientDir }).stats).toEqual({ timeZone: "UTC", retentionDays: 90 });
  writeFileSync(statisticsSettingsFileOf(clientDir), JSON.stringify({ timeZone: "Europe/Berlin", keepViewsDays: 30 }));
  expect(loadConfig({ CLIENT_DIR: clientDir }).stats).toEqual({ timeZone: "Europe/Berlin", retentionDays: 30 });
  expect(loadStatsConfig({ CLIENT_DIR: clientDir }).stats).toEqual({ timeZone: "Europe/Berlin", retentionDays: 30 });
  rmSync(path.dirname(clientDir), { recursive: true, force: true });
});
