import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { type LoopbackHttpServer, startLoopbackHttpServer } from "#server/test-support/loopback-http-server.ts";
import { auditDependencies } from "./audit-dependencies.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const servers: LoopbackHttpServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * A registry on loopback with an advisory service that reports `advisories` (package name -> severity)
 * against every version, and the packuments npm then asks for. `answer` replaces the advisory service.
 */
async function startRegistry(advisories: Record<string, string>, answer?: { status: number }): Promise<string> {
  const server = await startLoopbackHttpServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.url === "/-/npm/v1/security/advisories/bulk" && answer) {
        response.writeHead(answer.status).end();
        return;
      }
      response.setHeader("content-type", "application/json");
      if (request.url === "/-/npm/v1/security/advisories/bulk") {
        const body = Object.entries(advisories).map(([name, severity], index) => [
          name,
          [
            {
              id: index + 1,
              url: `https://example.com/${index + 1}`,
              title: "Test advisory",
              severity,
              vulnerable_versions: "*",
              cwe: [],
              cvss: { score: 0 },
            },
          ],
        ]);
        response.end(JSON.stringify(Object.fromEntries(body)));
        return;
      }
      const name = decodeURIComponent(request.url?.slice(1) ?? "");
      if (!(name in advisories)) {
        response.writeHead(404).end("{}");
        return;
      }
      const version = installedVersion(name);
      response.end(JSON.stringify({ name, "dist-tags": { latest: version }, versions: { [version]: { name, version } } }));
    });
  });
  servers.push(server);
  return server.url;
}

test("a high advisory in a runtime dependency fails the audit", async () => {
  const outcome = await auditDependencies(await startRegistry({ hono: "high" }));
  expect(outcome).toMatchObject({ kind: "failed", counts: { critical: 0 } });
  expect(outcome.kind === "failed" && outcome.counts.high).toBeGreaterThanOrEqual(1);
});

test("a critical advisory fails it too", async () => {
  const outcome = await auditDependencies(await startRegistry({ zod: "critical" }));
  expect(outcome).toMatchObject({ kind: "failed", counts: { critical: 1 } });
});

test("moderate advisories, and any in tools the server does not run, pass", async () => {
  const outcome = await auditDependencies(await startRegistry({ "csv-stringify": "moderate", vitest: "critical" }));
  expect(outcome).toEqual({ kind: "passed", counts: { critical: 0, high: 0, moderate: 1, low: 0 } });
});

test("a registry without the advisory service is reported as not audited", async () => {
  const outcome = await auditDependencies(await startRegistry({}, { status: 405 }));
  expect(outcome).toMatchObject({ kind: "unavailable", reason: expect.stringContaining("405") });
});
