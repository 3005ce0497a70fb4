import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Font } from "satori";

const require = createRequire(import.meta.url);

/** The weights the card uses; latin-ext beside latin covers names such as Łukasz or Dvořák. */
const WEIGHTS = [400, 600, 700] as const;
const SUBSETS = ["latin", "latin-ext"] as const;

let inter: Promise<Font[]> | undefined;

/** Inter from @fontsource/inter (offline, no font service), read once per build. Satori reads .woff, not .woff2. */
export function loadInter(): Promise<Font[]> {
  inter ??= Promise.all(
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map(async (subset) => ({
        name: "Inter",
        weight,
        style: "normal" as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return inter;
}
