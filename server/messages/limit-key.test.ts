import { expect, test } from "vitest";
import { addressGroupOf, createLimitKeys, limitKeyOf } from "./limit-key.ts";

test("one allowance per IPv4 address (also written as IPv6) and per IPv6 /64, whatever the notation", () => {
  const groups: Record<string, string> = {
    "203.0.113.7": "203.0.113.7",
    "::ffff:203.0.113.7": "203.0.113.7",
    "::FFFF:cb00:7107": "203.0.113.7",
    "2001:db8:1:2::1": "2001:db8:1:2::/64",
    "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff": "2001:db8:1:2::/64",
    "2001:db8:1:2:3:4:1.2.3.4": "2001:db8:1:2::/64",
    "2001:db8::": "2001:db8:0:0::/64",
    "fe80::1%eth0": "fe80:0:0:0::/64",
    "::1": "0:0:0:0::/64",
    "::": "0:0:0:0::/64",
    // As some proxies write it in X-Forwarded-For, with the client's port: the port is not the sender.
    "203.0.113.7:51234": "203.0.113.7",
    "[2001:db8:1:2::1]:443": "2001:db8:1:2::/64",
    "[2001:db8:1:2::9]": "2001:db8:1:2::/64",
  };
  for (const [address, group] of Object.entries(groups)) expect(addressGroupOf(address), address).toBe(group);
});

test("anything not an address is a group of its own, as it is, and never throws", () => {
  const odd = ["unknown", "", "[unknown]:80", "1.2.3.4:x", "2001:db8::1::2", "1.2.3.4.5", "01.2.3.4", "::ffff:999.0.0.1", "%"];
  for (const text of [...odd, "x".repeat(5000)]) expect(addressGroupOf(text), text).toBe(text);
});

test("the key is a keyed hash: the same for one /64, different for another /64 or another secret, and holds no address", () => {
  const secret = "a secret the store keeps";
  const key = limitKeyOf(secret, "2001:db8:1:2::1");
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(limitKeyOf(secret, "2001:db8:1:2:aaaa::9")).toBe(key);
  expect(limitKeyOf(secret, "2001:db8:1:3::1")).not.toBe(key);
  expect(limitKeyOf("another secret", "2001:db8:1:2::1")).not.toBe(key);
  expect(limitKeyOf(secret, "unknown")).toMatch(/^[0-9a-f]{64}$/);
});

test("the store's secret is read once, and read again after a failure rather than the failure kept", async () => {
  const reads: string[] = [];
  let isDown = true;
  const keys = createLimitKeys(async () => {
    reads.push("read");
    if (isDown) throw new Error("the store does not answer");
    return "a secret the store keeps";
  });
  await expect(keys("203.0.113.7")).rejects.toThrow("the store does not answer");
  isDown = false;
  expect(await keys("203.0.113.7")).toBe(limitKeyOf("a secret the store keeps", "203.0.113.7"));
  await keys("198.51.100.1");
  expect(reads).toHaveLength(2);
});
