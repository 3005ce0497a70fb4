// The password for private work, kept as a slow salted hash: scrypt, whose cost in time and memory
// makes trying guesses against a stolen database slow. Always through the asynchronous API: the
// work runs on libuv's thread pool, so a visitor's try never stops the server answering others.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordCheck } from "./access-store.ts";

export interface PasswordHash {
  /** N = 2^logN. */
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** N = 2^15, r = 8, p = 1: 32 MiB and tens of milliseconds per try (the scrypt paper's interactive setting). */
export const SCRYPT_PARAMETERS = { logN: 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * One self-describing string, `scrypt$15$8$1$salt$hash` (base64url), so the parameters can be raised
 * later: each stored hash is checked with its own.
 */
export function formatPasswordHash({ logN, r, p, salt, hash }: PasswordHash): string {
  return ["scrypt", logN, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export function parsePasswordHash(text: string): PasswordHash {
  const match = FORMAT.exec(text);
  if (!match) throw new Error("The stored password hash is not in the scrypt$logN$r$p$salt$hash form.");
  const [, logN, r, p, salt, hash] = match;
  const parsed = {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? "", "base64url"),
    hash: Buffer.from(hash ?? "", "base64url"),
  };
  if (parsed.hash.length < 16) throw new Error("The stored password hash is too short to be one.");
  return parsed;
}

function derive(password: string, { logN, r, p, salt }: Omit<PasswordHash, "hash">, keyBytes: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 × N × r bytes; Node refuses past maxmem (32 MiB by default, exactly this need): twice it.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, { ...SCRYPT_PARAMETERS, salt }, KEY_BYTES);
  return formatPasswordHash({ ...SCRYPT_PARAMETERS, salt, hash });
}

// Checked against when no password is set, so an unset password costs a try as long as a wrong one
// and its absence cannot be timed. Its key is zeros, which no password derives in practice.
const DUMMY_HASH = formatPasswordHash({ ...SCRYPT_PARAMETERS, salt: Buffer.alloc(SALT_BYTES), hash: Buffer.alloc(KEY_BYTES) });

/** True when `password` derives `stored`'s key; compared in constant time. Undefined `stored`: false, as slowly. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const expected = parsePasswordHash(stored ?? DUMMY_HASH);
  const key = await derive(password, expected, expected.hash.length);
  return timingSafeEqual(key, expected.hash) && stored !== undefined;
}

/**
 * A sign-in's check of `text` (anything a request sent) against the password set: when right, with
 * the hash it was checked against, so the session it starts is refused if the password changed
 * in between (access-store.ts, SessionRequest).
 */
export async function checkPasswordText(text: unknown, stored: string | undefined): Promise<PasswordCheck> {
  const isRight = await verifyPassword(typeof text === "string" ? text : "", stored);
  return isRight && stored !== undefined ? { isRight: true, passwordHash: stored } : { isRight: false };
}
