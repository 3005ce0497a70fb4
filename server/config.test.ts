import path from "node:path";
import { expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

test("uses port 3000 on loopback and ./data by default", () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", dataDir: path.resolve("data") });
});

test("reads PORT, HOST and DATA_DIR, treating an empty value as unset", () => {
  expect(loadConfig({ PORT: "8080", HOST: "0.0.0.0", DATA_DIR: "/var/lib/site" })).toMatchObject({
    port: 8080,
    host: "0.0.0.0",
    dataDir: "/var/lib/site",
  });
  expect(loadConfig({ PORT: "" }).port).toBe(3000);
});

test("lists every bad variable at once", () => {
  expect(() => loadConfig({ PORT: "eighty", HOST: "  " })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: "70000", HOST: "  " });
  } catch (error) {
    expect((error as ConfigError).problems).toEqual([
      "PORT: PORT must be from 0 to 65535",
      "HOST: HOST must be a host name or address",
    ]);
  }
});
