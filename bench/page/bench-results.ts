import type { MachineInfo } from "../common/machine-info.ts";
import type { BuildScaling } from "./build-scaling.ts";
import type { ChunkRow } from "./bundle-report.ts";
import type { FloorComparison } from "./framework-floor.ts";
import type { LighthouseResults } from "./lighthouse-runs.ts";
import type { PrivateLighthouse } from "./private-lighthouse.ts";
import type { ApiComparison, Comparison, LoadSettings } from "./throughput.ts";

/** Everything one `npm run bench` measured; written as bench/results.json and rendered as bench/results.md. */
export interface BenchResults {
  /** ISO date and time the run started. */
  date: string;
  durationSeconds: number;
  machine: MachineInfo;
  loadAverageAtEnd: number[];
  versions: Record<string, string>;
  lighthouse: LighthouseResults;
  /** A protected page opened with a session against a public case study of the same size. */
  privateWork: PrivateLighthouse;
  floor: FloorComparison;
  throughput: { settings: LoadSettings; pages: Comparison; api: ApiComparison };
  buildScaling: BuildScaling;
  bundle: { servedBuildMs: number; chunks: ChunkRow[] };
}
