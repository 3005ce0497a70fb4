import { execFile, spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { privateDirOf } from "#server/access/private-output.ts";
import { makeOwnerOnly } from "#server/owner-only-folder.ts";
import { makePrivateOutput, SECRET_SLUG, SECRET_TEXT } from "#server/test-support/make-private-output.ts";
import { BROWSER, cookieHeader, sessionIdSetBy } from "#server/test-support/private-requests.ts";
import { solveProofFrom } from "#server/test-support/solve-proof.ts";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { parseCopy, parseDockerfile, parseEnv, parseExecForm } from "./dockerfile-stages.ts";

// No container engine here, so the Dockerfile's final stage is replayed by hand: its COPY lines copy
// from this project (after `npm run build`, as the build stage ends) into an empty folder, its npm
// line installs the production dependencies from the registry, and its CMD and HEALTHCHECK run there.
// Not replayed: the base image's contents and the /data folder; USER and COPY's --chown only where the
// tests run as root, who may hand files to another user and start a process as them.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const [buildStage, runtimeStage] = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).slice(-2);
const imageNodeMajor = Number(/^node:(\d+)/.exec(runtimeStage?.image ?? "")?.[1]);
const isImageNode = Number(process.versions.node.split(".")[0]) === imageNodeMajor;
const hasBuild = existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/index.html"));

const isRoot = process.getuid?.() === 0;
// The official Node image's `node` user and group (its Dockerfile: groupadd --gid 1000 node, useradd
// --uid 1000 --gid node), whatever this machine calls uid 1000.
const IMAGE_USERS: Record<string, number> = { node: 1000 };

const root = mkdtempSync(path.join(tmpdir(), "runtime-stage-"));
// Open to the image's user, who runs the replayed server from inside it.
chmodSync(root, 0o755);
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

/** `user:group` of a COPY --chown or the USER line, as the image's ids. */
function imageIds(owner: string): { uid: number; gid: number } {
  const [user = "", group = user] = owner.split(":");
  const [uid, gid] = [IMAGE_USERS[user], IMAGE_USERS[group]];
  if (uid === undefined || gid === undefined) throw new Error(`${owner} is no user of the image`);
  return { uid, gid };
}

/**
 * Replays the final stage's COPY lines into `app`, the build stage's files from this project, its
 * build folder from `buildDir`; with `chown`, each copy goes to the user its --chown names.
 */
function replayCopies(app: string, { buildDir = path.join(ROOT, "build"), chown = false } = {}) {
  for (const { args } of instructions("COPY")) {
    const copy = parseCopy(args);
    for (const source of copy.sources) {
      const target = copy.destination.endsWith("/")
        ? path.join(app, copy.destination, path.basename(source))
        : path.join(app, copy.destination);
      const from = buildStagePath(source);
      copyKeepingModes(from === path.join(ROOT, "build") ? buildDir : from, target);
      if (chown && copy.chown) chownTree(target, imageIds(copy.chown));
    }
  }
}

/** As COPY copies: every file and folder keeps its mode (cpSync gives the folders it makes the umask's). */
function copyKeepingModes(from: string, to: string) {
  cpSync(from, to, { recursive: true });
  const entries = statSync(from).isDirectory() ? ["", ...readdirSync(from, { recursive: true, encoding: "utf8" })] : [""];
  for (const entry of entries) {
    const source = lstatSync(path.join(from, entry));
    if (!source.isSymbolicLink()) chmodSync(path.join(to, entry), source.mode & 0o7777);
  }
}

function chownTree(target: string, { uid, gid }: { uid: number; gid: number }) {
  for (const entry of ["", ...readdirSync(target, { recursive: true, encoding: "utf8" })]) {
    lchownSync(path.join(target, entry), uid, gid);
  }
}

/** Starts the stage's CMD in `app` and resolves with its address once it listens. */
function startCmd(app: string, env: NodeJS.ProcessEnv, user?: { uid: number; gid: number }) {
  const [command = "", ...args] = parseExecForm(instructions("CMD")[0]?.args ?? "");
  const server = spawn(command, args, { ...user, cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stderr.on("data", (chunk) => (output += chunk));
  const url = new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /Portfolio at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { server, url, output: () => output };
}

/** The stage's ENV, with loopback and a free port where the image listens on 0.0.0.0:3000, and the SQLite store, as the image has. */
function stageEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...parseEnv(instructions("ENV")[0]?.args ?? ""),
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
  };
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
    replayCopies(app);
    // npm's cache in the folder too: empty, as in a new image, and the line's `npm cache clean` leaves this machine's alone.
    const npmEnv = { ...process.env, npm_config_cache: path.join(root, "npm-cache") };
    for (const { args } of instructions("RUN").filter(({ args }) => args.startsWith("npm "))) {
      await run("bash", ["-c", args], { cwd: app, env: npmEnv });
    }
    expect(existsSync(path.join(app, "node_modules/hono"))).toBe(true);
    for (const devOnly of ["tsx", "vite", "react", "@playwright/test"]) {
      expect(existsSync(path.join(app, "node_modules", devOnly)), `${devOnly} is not installed`).toBe(false);
    }

    const env = stageEnv(path.join(root, "data"));
    const { server, url: listening } = startCmd(app, env);
    try {
      const url = await listening;
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

test.skipIf(!hasBuild || !isRoot)(
  "replayed with its COPY --chown and USER after npm run build: the server as the image's node user serves a protected page",
  { timeout: 60_000 },
  async () => {
    // The build stage's build folder with protected work in it, made by root and owner-only, as
    // pipeline/build/separate-private-work.ts writes it.
    const buildDir = path.join(root, "build-with-private-work");
    cpSync(path.join(ROOT, "build"), buildDir, { recursive: true });
    makePrivateOutput(path.join(buildDir, "client"));
    makeOwnerOnly(privateDirOf(buildDir), { recursive: true });
    const app = path.join(root, "app-as-user");
    mkdirSync(app);
    replayCopies(app, { buildDir, chown: true });
    // This project's node_modules in place of the npm line's (the test above checks that line): a
    // superset of the production dependencies, root's and readable by all, as the image's are.
    symlinkSync(path.join(ROOT, "node_modules"), path.join(app, "node_modules"));
    const [user = ""] = instructions("USER").map(({ args }) => args);
    const ids = imageIds(user);
    // As the image's RUN line makes /data: the user's own.
    const dataDir = path.join(root, "data-of-user");
    mkdirSync(dataDir);
    chownSync(dataDir, ids.uid, ids.gid);
    const env = stageEnv(dataDir);
    const { server, url: listening, output } = startCmd(app, env, ids);
    try {
      const url = await listening;
      // As the owner would, with `docker exec` (which runs as the image's USER).
      const { stdout } = await run("node", ["build/server/access.js", "link", "create", "--label", "Image"], {
        cwd: app,
        env,
        ...ids,
      });
      const token = /\/s\/(\S+)/.exec(stdout)?.[1] ?? "";
      const opened = await fetch(`${url}/s/${token}`, { headers: BROWSER, redirect: "manual" });
      const page = await fetch(`${url}/case-studies/${SECRET_SLUG}`, { headers: cookieHeader(sessionIdSetBy(opened) ?? "") });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SECRET_TEXT);
      // The build already owner-only and the user's own: nothing to tighten, nothing it could not.
      expect(output()).not.toContain("private work folder");
    } finally {
      server.kill("SIGTERM");
    }
  },
);
