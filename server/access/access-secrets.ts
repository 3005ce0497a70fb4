// The secrets a visitor holds (a share link's token, a session's id) and how the store keeps them:
// only as SHA-256, so whoever reads the database or a backup cannot use them. A fast hash is right
// here, unlike for the password: each secret is 32 random bytes (256 bits), so there is nothing to
// guess from a list and trying 2^256 values is out of reach however fast each try is, and a fast
// hash lets every request look its session up by an indexed column.
import { createHash, randomBytes } from "node:crypto";

const SECRET_BYTES = 32;
/** 32 bytes in base64url: 43 characters, no padding. */
const SECRET_FORM = /^[A-Za-z0-9_-]{43}$/;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Whether `text` could be a secret made here: anything else is refused before it is hashed or looked up. */
export function isSecretShaped(text: string): boolean {
  return typeof text === "string" && SECRET_FORM.test(text);
}

/** Whether `text` could be what hashSecret makes (64 lowercase hex digits). */
export function isSecretHash(text: string): boolean {
  return typeof text === "string" && /^[0-9a-f]{64}$/.test(text);
}

/**
 * A link's id for the owner to read and type (`npm run access -- link revoke k3v9xq2a`): 8 lowercase
 * base32 characters, 40 random bits, unrelated to the token so it reveals nothing of it.
 */
export function newLinkId(): string {
  return [...randomBytes(8)].map((byte) => BASE32[byte & 31]).join("");
}
