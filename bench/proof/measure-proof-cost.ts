// `npm run bench:proof`: what the contact form's proof of work costs the one who solves it: a
// visitor's browser (Chromium, and Chromium slowed four times as a mid-range phone) and a bot
// solving with Node's native PBKDF2. Writes bench/proof-results.md; README, Spam, quotes it.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from "#scripts/chromium.ts";
import { createProofOfWork, PROOF_ALGORITHM, PROOF_COST, PROOF_COUNTER } from "#server/messages/proof-of-work.ts";
import { mean } from "../common/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SAMPLES = 12;
// Chromium's CPU throttling, as Lighthouse's mobile profile uses for a mid-range phone.
const PHONE_SLOWDOWN = 4;
// Served to the page under an address no request ever reaches (page.route answers it).
const ORIGIN = "http://127.0.0.1:9";
const LIB_DIR = path.join(ROOT, "node_modules/altcha-lib/dist/esm/v2");

const proofOfWork = createProofOfWork("the benchmark's secret, only for measuring");
const challenges = await Promise.all(Array.from({ length: SAMPLES }, () => proofOfWork.challenge()));

// A bot: Node, native PBKDF2, CPU time per solution.
const botCpuMs: number[] = [];
for (const challenge of challenges) {
  const before = process.cpuUsage();
  await solveChallenge({ challenge, deriveKey });
  const used = process.cpuUsage(before);
  botCpuMs.push((used.user + used.system) / 1000);
}

// A visitor: the browser's Web Crypto, the solver the form's worker runs, on the page's main thread
// (Chromium's throttling slows the main thread only).
const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const browserMs: Record<"desktop" | "phone", number[]> = { desktop: [], phone: [] };
try {
  for (const [kind, rate] of [
    ["desktop", 1],
    ["phone", PHONE_SLOWDOWN],
  ] as const) {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/")
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Proof of work</title>" });
      return route.fulfill({ path: path.join(LIB_DIR, pathname.replace(/^\/lib\//, "")), contentType: "text/javascript" });
    });
    await page.goto(`${ORIGIN}/`);
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate });
    browserMs[kind] = await page.evaluate(async (all) => {
      const lib = "/lib/index.js";
      const web = "/lib/algorithms/web/pbkdf2.js";
      const [{ solveChallenge: solve }, { deriveKey: derive }] = await Promise.all([import(lib), import(web)]);
      const times: number[] = [];
      for (const challenge of all) {
        const started = performance.now();
        await solve({ challenge, deriveKey: derive });
        times.push(performance.now() - started);
      }
      return times;
    }, challenges);
    await page.close();
  }
} finally {
  await browser.close();
}

const botPerMessageS = mean(botCpuMs) / 1000;
const lines = [
  "# Proof of work: what it costs",
  "",
  `Measured on ${new Date().toISOString().slice(0, 10)} by \`npm run bench:proof\`, ${SAMPLES} challenges as the server makes them:`,
  `${PROOF_ALGORITHM} with ${PROOF_COST} iterations, to be run ${PROOF_COUNTER.min} to ${PROOF_COUNTER.max} times (server/messages/proof-of-work.ts).`,
  "",
  "| Who solves | Mean | Slowest |",
  "| --- | --- | --- |",
  `| Chromium, desktop (Web Crypto) | ${(mean(browserMs.desktop) / 1000).toFixed(2)} s | ${(Math.max(...browserMs.desktop) / 1000).toFixed(2)} s |`,
  `| Chromium slowed ${PHONE_SLOWDOWN}× (a mid-range phone) | ${(mean(browserMs.phone) / 1000).toFixed(2)} s | ${(Math.max(...browserMs.phone) / 1000).toFixed(2)} s |`,
  `| A bot in Node (native PBKDF2), CPU time | ${botPerMessageS.toFixed(2)} s | ${(Math.max(...botCpuMs) / 1000).toFixed(2)} s |`,
  "",
  `A bot sending 1,000 messages pays about ${((botPerMessageS * 1000) / 60).toFixed(1)} minutes of CPU time; a visitor's browser solves while they type.`,
  "",
];
writeFileSync(path.join(ROOT, "bench/proof-results.md"), lines.join("\n"));
console.log(lines.join("\n"));
