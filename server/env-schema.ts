// Every environment variable the server reads, with its default and the sentence shown when it is
// wrong. config.ts turns the checked values into the Config the rest of the server uses.
import { z } from "zod";
import { parseTrustProxy } from "./trusted-proxies.ts";

const positiveNumber = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .positive({ error: `${name} must be above 0` })
    .default(fallback);

const positiveWholeNumber = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .default(fallback);

// What the message store needs, and nothing else: `npm run messages` reads only these (loadStoreConfig).
export const storeFields = {
  DATA_DIR: z.string().trim().min(1, { error: "DATA_DIR must be a folder path" }).default("./data"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "DATABASE_URL must be a postgres:// URL, such as postgres://user:password@localhost:5432/portfolio",
    })
    .optional(),
};

export const clientDirField = z.string().trim().min(1, { error: "CLIENT_DIR must be a folder path" }).default("./build/client");

export const envSchema = z
  .object({
    ...storeFields,
    PORT: z.coerce
      .number({ error: "PORT must be a port number" })
      .int({ error: "PORT must be a whole number" })
      .min(0, { error: "PORT must be from 0 to 65535" })
      .max(65535, { error: "PORT must be from 0 to 65535" })
      .default(3000),
    // Loopback by default, so a fresh clone never listens on the network by surprise; set 0.0.0.0 in a container.
    HOST: z.string().trim().min(1, { error: "HOST must be a host name or address" }).default("127.0.0.1"),
    CLIENT_DIR: clientDirField,
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@smtp.example.com:587",
      })
      .optional(),
    MAIL_TO: z.email({ error: "MAIL_TO must be an email address" }).optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^[^\r\n]*@[^\r\n]*$/, {
        error: "MAIL_FROM must be an address, or a name and an address: Portfolio <me@example.com>",
      })
      .optional(),
    // Defaults of our own (docs/product.md#abuse-protection): 5 accepted messages per sender per 10 minutes.
    RATE_LIMIT_MAX: positiveWholeNumber("RATE_LIMIT_MAX", 5),
    RATE_LIMIT_WINDOW_MINUTES: positiveNumber("RATE_LIMIT_WINDOW_MINUTES", 10),
    // docs/configuration.md: true, false, or the proxies' addresses and CIDR ranges (server/trusted-proxies.ts).
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if ("trust" in parsed) return parsed.trust;
        context.addIssue({
          code: "custom",
          message: `TRUST_PROXY must be true, false or a list of your proxies' addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8,fd00::/8): '${parsed.badEntry}' is neither an address nor a range`,
        });
        return z.NEVER;
      }),
    // Signs the contact form's proof-of-work challenges (docs/product.md#abuse-protection). Unset, one
    // is made once and kept in the store (the SQLite file in DATA_DIR, or PostgreSQL for all servers).
    PROOF_OF_WORK_SECRET: z
      .string()
      .min(32, { error: "PROOF_OF_WORK_SECRET must be at least 32 characters; unset, one is made and kept in the store" })
      .optional(),
    // Shows the owner GET /healthz's counts and mail state when sent as `Authorization: Bearer …`
    // (docs/product.md#message-store); long, as it is guessed over the network.
    HEALTHZ_TOKEN: z
      .string()
      .min(32, { error: "HEALTHZ_TOKEN must be at least 32 characters; unset, /healthz shows its detail to nobody" })
      .optional(),
    MAIL_RETRY_BASE_SECONDS: positiveNumber("MAIL_RETRY_BASE_SECONDS", 30),
    MAIL_MAX_ATTEMPTS: positiveWholeNumber("MAIL_MAX_ATTEMPTS", 24),
    // Slow clients (docs/product.md#slow-clients): a request must arrive whole within 30 s and its headers within 15 s,
    // so a connection that trickles or says nothing cannot be held open for long.
    REQUEST_TIMEOUT_SECONDS: positiveNumber("REQUEST_TIMEOUT_SECONDS", 30),
    HEADERS_TIMEOUT_SECONDS: positiveNumber("HEADERS_TIMEOUT_SECONDS", 15),
    KEEPALIVE_TIMEOUT_SECONDS: positiveNumber("KEEPALIVE_TIMEOUT_SECONDS", 5),
    // Two years, as the HSTS preload list asks; 0 turns the header off (it is only ever sent over HTTPS).
    HSTS_MAX_AGE: z.coerce
      .number({ error: "HSTS_MAX_AGE must be a number of seconds" })
      .int({ error: "HSTS_MAX_AGE must be a whole number of seconds" })
      .min(0, { error: "HSTS_MAX_AGE must be 0 or more" })
      .default(63_072_000),
  })
  .superRefine((env, context) => {
    if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_TO)) {
      context.addIssue({
        code: "custom",
        path: [env.SMTP_URL ? "MAIL_TO" : "SMTP_URL"],
        message: "SMTP_URL and MAIL_TO go together: set both to have messages emailed to you, or neither",
      });
    }
    // Node refuses a server whose headers may take longer than the whole request (said once: not when the request's is bad).
    if (env.REQUEST_TIMEOUT_SECONDS > 0 && env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      context.addIssue({
        code: "custom",
        path: ["HEADERS_TIMEOUT_SECONDS"],
        message: "HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS",
      });
    }
  });
