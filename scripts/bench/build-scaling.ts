import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateCaseStudy } from "./generated-case-study.ts";
import { REACT_ROUTER_BIN, ROOT, runTimed } from "./run-command.ts";
import { fitLine, median, segmentSlopes } from "./stats.ts";
import { withTempDir } from "./temp-dir.ts";

const TEMPLATE = path.join(ROOT, "content/case-studies/appointment-booking-recipient-cards.mdx");

export interface BuildPoint {
  addedCaseStudies: number;
  runsMs: number[];
  medianMs: number;
}

export interface BuildScaling {
  points: BuildPoint[];
  /** Slope of the least-squares line through the medians: build time per added case study. */
  msPerCaseStudy: number;
  r2: number;
  /** ms per case study between neighbouring sizes (0→100, 100→200): equal slopes mean linear growth. */
  segmentMsPerCaseStudy: number[];
}

function prepareContent(dir: string, added: number) {
  cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const template = readFileSync(TEMPLATE, "utf8");
  for (let n = 1; n <= added; n += 1) {
    const { fileName, content } = generateCaseStudy(template, n);
    writeFileSync(path.join(dir, "case-studies", fileName), content);
  }
}

/**
 * Times `react-router build` with the real content plus 0, 100, 200… generated case studies, each
 * in its own temporary copy of content/ (CONTENT_DIR). Sizes are interleaved across repeats so a
 * slow moment on the shared machine does not land on one size only. Leaves build/ from the last run.
 */
export async function measureBuildScaling(sizes: number[], repeats: number, log: (line: string) => void): Promise<BuildScaling> {
  const runs = new Map<number, number[]>(sizes.map((size) => [size, []]));
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    for (const size of sizes) {
      const ms = await withTempDir(`content-${size}`, (dir) => {
        prepareContent(dir, size);
        return runTimed(REACT_ROUTER_BIN, ["build"], { cwd: ROOT, env: { CONTENT_DIR: dir } });
      });
      runs.get(size)?.push(ms);
      log(`build with ${size} added case studies (run ${repeat}/${repeats}): ${(ms / 1000).toFixed(2)} s`);
    }
  }
  const points = sizes.map((size) => {
    const runsMs = runs.get(size) ?? [];
    return { addedCaseStudies: size, runsMs, medianMs: median(runsMs) };
  });
  const line = points.map((point) => ({ x: point.addedCaseStudies, y: point.medianMs }));
  const fit = fitLine(line);
  return { points, msPerCaseStudy: fit.slope, r2: fit.r2, segmentMsPerCaseStudy: segmentSlopes(line) };
}
