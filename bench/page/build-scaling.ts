import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateCaseStudy, TEMPLATE_FILE_NAME } from "#pipeline/content/generated-case-study.ts";
import { REACT_ROUTER_BIN, ROOT, runTimed, type Timing } from "../common/run-command.ts";
import { fitLine, type Point, segmentSlopes } from "../common/stats.ts";
import { withTempDir } from "./temp-dir.ts";

const TEMPLATE = path.join(ROOT, "content/case-studies", TEMPLATE_FILE_NAME);

export interface BuildPoint {
  addedCaseStudies: number;
  runs: Timing[];
  /** The fastest run: other work on the machine only ever adds time, so the minimum is the closest to the build's own. */
  bestWallMs: number;
  bestCpuMs: number | undefined;
}

export interface Slope {
  /** Least-squares slope through the best runs: time per added case study. */
  msPerCaseStudy: number;
  r2: number;
  /** ms per case study between neighbouring sizes (0→100, 100→200): equal steps mean linear growth. */
  stepsMsPerCaseStudy: number[];
}

export interface BuildScaling {
  points: BuildPoint[];
  wall: Slope;
  /** The same from CPU time, a cross-check that a busy machine barely moves (undefined off Linux). */
  cpu: Slope | undefined;
}

function prepareContent(dir: string, added: number) {
  cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const template = readFileSync(TEMPLATE, "utf8");
  for (let n = 1; n <= added; n += 1) {
    const { fileName, content } = generateCaseStudy(template, n);
    writeFileSync(path.join(dir, "case-studies", fileName), content);
  }
}

function slopeOf(line: Point[]): Slope {
  const fit = fitLine(line);
  return { msPerCaseStudy: fit.slope, r2: fit.r2, stepsMsPerCaseStudy: segmentSlopes(line) };
}

/**
 * Times `react-router build` with the real content plus 0, 100, 200… generated case studies, each
 * in its own temporary copy of content/ (CONTENT_DIR). Sizes are interleaved across repeats so a
 * slow moment on the shared machine does not land on one size only. Leaves build/ from the last run.
 */
export async function measureBuildScaling(sizes: number[], repeats: number, log: (line: string) => void): Promise<BuildScaling> {
  const runs = new Map<number, Timing[]>(sizes.map((size) => [size, []]));
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    for (const size of sizes) {
      const timing = await withTempDir(`content-${size}`, (dir) => {
        prepareContent(dir, size);
        return runTimed(REACT_ROUTER_BIN, ["build"], { cwd: ROOT, env: { CONTENT_DIR: dir } });
      });
      runs.get(size)?.push(timing);
      const cpu = timing.cpuMs === undefined ? "" : `, CPU ${(timing.cpuMs / 1000).toFixed(2)} s`;
      log(`build with ${size} added case studies (run ${repeat}/${repeats}): ${(timing.wallMs / 1000).toFixed(2)} s${cpu}`);
    }
  }
  const points = sizes.map((size): BuildPoint => {
    const timings = runs.get(size) ?? [];
    const cpuTimes = timings.map((timing) => timing.cpuMs);
    return {
      addedCaseStudies: size,
      runs: timings,
      bestWallMs: Math.min(...timings.map((timing) => timing.wallMs)),
      bestCpuMs: cpuTimes.every((ms) => ms !== undefined) ? Math.min(...(cpuTimes as number[])) : undefined,
    };
  });
  const hasCpu = points.every((point) => point.bestCpuMs !== undefined);
  return {
    points,
    wall: slopeOf(points.map((point) => ({ x: point.addedCaseStudies, y: point.bestWallMs }))),
    cpu: hasCpu ? slopeOf(points.map((point) => ({ x: point.addedCaseStudies, y: point.bestCpuMs as number }))) : undefined,
  };
}
