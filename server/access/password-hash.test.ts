import { expect, test, vi } from "vitest";
import { formatPasswordHash, hashPassword, parsePasswordHash, SCRYPT_PARAMETERS, verifyPassword } from "./password-hash.ts";

vi.setConfig({ testTimeout: 20_000 });

test("the stored string names its parameters and parses back to them, with a 16-byte salt and a 32-byte key", async () => {
  const stored = await hashPassword("correct horse battery");
  expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  const parsed = parsePasswordHash(stored);
  expect(parsed).toMatchObject({ logN: 15, r: 8, p: 1 });
  expect(parsed.salt).toHaveLength(16);
  expect(parsed.hash).toHaveLength(32);
  expect(formatPasswordHash(parsed)).toBe(stored);
  expect(SCRYPT_PARAMETERS).toEqual({ logN: 15, r: 8, p: 1 });
});

test("each hash has its own salt; each is verified with the parameters it names", async () => {
  const [one, two] = [await hashPassword("correct horse battery"), await hashPassword("correct horse battery")];
  expect(one).not.toBe(two);
  expect(await verifyPassword("correct horse battery", one)).toBe(true);
  expect(await verifyPassword("correct horse batter", one)).toBe(false);
  // A hash made with other parameters (as a later version may) still verifies.
  const { scryptSync } = await import("node:crypto");
  const salt = Buffer.alloc(16, 7);
  const cheaper = formatPasswordHash({ logN: 10, r: 8, p: 1, salt, hash: scryptSync("older one", salt, 32, { N: 1024 }) });
  expect(await verifyPassword("older one", cheaper)).toBe(true);
});

test("refuses a stored string that is not one", () => {
  expect(() => parsePasswordHash("plain text")).toThrow("scrypt$logN$r$p$salt$hash");
  expect(() => parsePasswordHash("scrypt$15$8$1$AAAA$AAAA")).toThrow("too short");
});

test("hashing runs off the event loop: timers keep firing while it works", async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    await hashPassword("correct horse battery");
    await verifyPassword("correct horse battery", undefined);
  } finally {
    clearInterval(timer);
  }
  expect(ticks).toBeGreaterThanOrEqual(3);
});

test("with no password set, a try is as slow as a wrong one, and is refused", async () => {
  const stored = await hashPassword("correct horse battery");
  async function fastest(check: () => Promise<boolean>): Promise<number> {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      expect(await check()).toBe(false);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }
  const wrong = await fastest(() => verifyPassword("wrong guess", stored));
  const unset = await fastest(() => verifyPassword("wrong guess", undefined));
  // The same scrypt work: the same time but for noise, which a half leaves room for.
  expect(unset).toBeGreaterThan(wrong / 2);
});
