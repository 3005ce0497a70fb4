import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { solveProofFrom } from "#server/test-support/solve-proof.ts";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { parseCopy, parseDockerfile, parseEnv, parseExecForm } from "./dockerfile-stages.ts";

// No container engine here, so the Dockerfile's final stage is replayed by hand: its COPY lines copy
// from this project (after `npm run build`, as the build stage ends) into an empty folder, its npm
// line installs the production dependencies from the registry, and its CMD and HEALTHCHECK run there.
// Not replayed: the base image's contents, USER (tests run as whoever runs them) and the /data folder.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const [buildStage, runtimeStage] = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).slice(-2);
const imageNodeMajor = Number(/^node:(\d+)/.exec(runtimeStage?.image ?? "")?.[1]);
const isImageNode = Number(process.versions.node.split(".")[0]) === imageNodeMajor;
const hasBuild = existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/index.html"));

const root = mkdtempSync(path.join(tmpdir(), "runtime-stage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function instructions(keyword: string) {
  return (runtimeStage?.instructions ?? []).filter((instruction) => instruction.keyword === keyword);
}

/** The build stage's WORKDIR: COPY --from=build paths under it are this project's files. */
function buildStagePath(source: string): string {
  const workdir = buildStage?.instructions.findLast((instruction) => instruction.keyword === "WORKDIR")?.args ?? "/";
  const relative = path.posix.relative(workdir, source);
  if (relative.startsWith("..")) throw new Error(`${source} is outside the build stage's ${workdir}`);
  return path.join(ROOT, relative);
}

test("the final stage runs Node's slim image as the unprivileged node user, data on a volume, with a health check", () => {
  expect(runtimeStage?.image).toMatch(/^node:\d+-[a-z]+-slim$/);
  expect(instructions("USER").map(({ args }) => args)).toEqual(["node"]);
  expect(instructions("VOLUME").map(({ args }) => args)).toEqual(['["/data"]']);
  expect(parseEnv(instructions("ENV")[0]?.args ?? "")).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/data" });
  expect(instructions("HEALTHCHECK")).toHaveLength(1);
  expect(parseExecForm(instructions("CMD")[0]?.args ?? "")).toEqual(["node", "build/server/index.js"]);
  const copies = instructions("COPY").map(({ args }) => parseCopy(args));
  expect(copies.every((copy) => copy.from === buildStage?.name)).toBe(true);
});

test.skipIf(!isImageNode || !hasBuild)(
  `replayed on Node ${imageNodeMajor} after npm run build: production dependencies only, it serves the site, /healthz and a message`,
  { timeout: 180_000 },
  async () => {
    const app = path.join(root, "app");
    mkdirSync(app);
    for (const { args } of instructions("COPY")) {
      const { sources, destination } = parseCopy(args);
      for (const source of sources) {
        const target = destination.endsWith("/")
          ? path.join(app, destination, path.basename(source))
          : path.join(app, destination);
        cpSync(buildStagePath(source), target, { recursive: true });
      }
    }
    // npm's cache in the folder too: empty, as in a new image, and the line's `npm cache clean` leaves this machine's alone.
    const npmEnv = { ...process.env, npm_config_cache: path.join(root, "npm-cache") };
    for (const { args } of instructions("RUN").filter(({ args }) => args.startsWith("npm "))) {
      await run("bash", ["-c", args], { cwd: app, env: npmEnv });
    }
    expect(existsSync(path.join(app, "node_modules/hono"))).toBe(true);
    for (const devOnly of ["tsx", "vite", "react", "@playwright/test"]) {
      expect(existsSync(path.join(app, "node_modules", devOnly)), `${devOnly} is not installed`).toBe(false);
    }

    const dataDir = path.join(root, "data");
    // Loopback and a free port here, where the image listens on 0.0.0.0:3000; the SQLite store, as the image has.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...parseEnv(instructions("ENV")[0]?.args ?? ""),
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    };
    const [command = "", ...args] = parseExecForm(instructions("CMD")[0]?.args ?? "");
    const server = spawn(command, args, { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
    try {
      let output = "";
      server.stderr.on("data", (chunk) => (output += chunk));
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on("data", (chunk) => {
          output += chunk;
          const match = /Portfolio at (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        server.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
      });

      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Send me a message");
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      // With its proof of work solved, as the form does: the image's altcha-lib signs and checks it.
      const proof = await solveProofFrom({ request: (pathname) => fetch(`${url}${pathname}`) });
      const sent = await fetch(`${url}/api/send-message`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [PROOF_HEADER]: proof },
        body: JSON.stringify({ email: "visitor@example.com", subject: "From the image", message: "Hello." }),
      });
      expect(await sent.json()).toMatchObject({ success: true });

      const [checkCommand = "", ...checkArgs] = parseExecForm(instructions("HEALTHCHECK")[0]?.args ?? "");
      const { port } = new URL(url);
      await expect(run(checkCommand, checkArgs, { cwd: app, env: { ...env, PORT: port } })).resolves.toBeDefined();
      // The messages command, compiled beside the server, reads the message back with the same dependencies.
      const { stdout } = await run("node", ["build/server/messages.js", "--json"], { cwd: app, env });
      expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ subject: "From the image", status: "queued" })]);
      // So does the access command (docs/product.md#private-work), on the same store.
      const links = await run("node", ["build/server/access.js", "link", "list"], { cwd: app, env });
      expect(links.stdout).toContain("Failed password tries in the last hour: 0");
    } finally {
      server.kill("SIGTERM");
    }
  },
);
