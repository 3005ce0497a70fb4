import { rmSync } from "node:fs";
import { createLogger, createServer } from "vite";
import { expect, test } from "vitest";
import { DEFAULT_PUBLIC_DIR } from "./content-dir.ts";
import { contentPlugin, protectedInDevelopmentText } from "./content-plugin.ts";
import { makeContentDir } from "./test-support/make-content-dir.ts";

// docs/product.md#private-work: `npm run dev` checks no grant, so it says it shows protected work.
const study = (slug: string, visibility: string) => `---
slug: ${slug}
title: A ${visibility} study
summary: A study written to see what the development server says when it starts.
cover: /images/case-studies/placeholder-cover.svg
coverAlt: A placeholder cover
tags: []
date: 2026-01-01
visibility: ${visibility}
---

## Problem

Text.
`;

async function warningsOfDevServer(caseStudies: Record<string, string>): Promise<string[]> {
  const contentDir = makeContentDir(caseStudies);
  const warnings: string[] = [];
  const logger = createLogger("warn", { allowClearScreen: false });
  logger.warn = (message) => void warnings.push(message);
  const server = await createServer({
    configFile: false,
    root: contentDir,
    customLogger: logger,
    plugins: [contentPlugin(contentDir, DEFAULT_PUBLIC_DIR)],
    server: { host: "127.0.0.1", port: 0, ws: false },
  });
  try {
    await server.listen();
  } finally {
    await server.close();
    rmSync(contentDir, { recursive: true, force: true });
  }
  return warnings;
}

test("the dev server says how many protected case studies it shows without a password, and nothing without any", async () => {
  const warnings = await warningsOfDevServer({
    "kept-one.mdx": study("kept-one", "protected"),
    "kept-two.mdx": study("kept-two", "protected"),
    "open-one.mdx": study("open-one", "public"),
  });
  expect(warnings).toEqual([expect.stringContaining(protectedInDevelopmentText(2))]);
  expect(protectedInDevelopmentText(2)).toMatch(/^2 protected case studies are shown here without a password/);
  expect(await warningsOfDevServer({ "open-one.mdx": study("open-one", "public") })).toEqual([]);
});
