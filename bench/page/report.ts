import type { LoadResult } from "../common/load-result.ts";
import type { BenchResults } from "./bench-results.ts";
import { formatKb, formatMs, formatPercent, formatRate, formatSeconds, markdownTable } from "./format.ts";
import { lighthouseSection } from "./report-lighthouse.ts";
import { privateWorkSection } from "./report-private.ts";
import { describeSlope, summarise } from "./summary.ts";

const BIG_CHUNKS = 12;

function header(results: BenchResults): string {
  const { machine, versions } = results;
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${results.date.slice(0, 16).replace("T", " ")} UTC in ${Math.round(results.durationSeconds)} s.`,
    "",
    `- Machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGb} GB RAM, ${machine.os}`,
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse ${results.lighthouse.lighthouseVersion}`,
    `- ${Object.entries(versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(", ")}`,
    `- Load average (1, 5, 15 min) at start ${machine.loadAverage.join(", ")}, at end ${results.loadAverageAtEnd.join(", ")}: ` +
      "the machine is shared, so other work shows up in every number below.",
  ].join("\n");
}

function summaryTable(results: BenchResults): string {
  return markdownTable(
    ["Measurement", "Result", "Target", "Verdict"],
    summarise(results).map((row) => [row.measurement, row.result, row.target, `**${row.verdict}**`]),
  );
}

function loadRow(label: string, result: LoadResult): string[] {
  const others = Object.entries(result.statuses).filter(([status]) => status !== "200");
  return [
    label,
    formatRate(result.reqPerSec),
    formatMs(result.p99Ms),
    result.answers.toLocaleString("en-US"),
    [...others.map(([status, count]) => `${count} × ${status}`), ...(result.errors ? [`${result.errors} errors`] : [])].join(
      ", ",
    ) || "none",
  ];
}

export function renderReport(results: BenchResults): string {
  const { lighthouse, floor, throughput, buildScaling, bundle } = results;
  const { pages, api, settings } = throughput;
  const buildRuns = buildScaling.points[0]?.runs.length ?? 0;
  const sections = [
    header(results),
    "## Summary",
    summaryTable(results),
    ...lighthouseSection(lighthouse),
    ...privateWorkSection(results.privateWork),
    "## Home page JS against the framework floor",
    "The floor is `bench/floor/`: React 19 and React Router 8 in framework mode, `ssr: false`, two prerendered routes, no CSS framework, built in the same run with the same Vite. " +
      'Counted the same way for both: every same-origin script the prerendered `index.html` references (`<script src>`, `<link rel="modulepreload">`, the imports of its inline module script), plus whatever those files import statically; dynamic `import()`s are not counted. ' +
      "Sizes are gzip level 9 of each built file, summed (KB = 1,000 bytes).",
    markdownTable(
      ["Page", "Files", "Raw", "Gzip"],
      [
        ["floor `/`", String(floor.floor.files.length), formatKb(floor.floor.bytes), formatKb(floor.floor.gzipBytes)],
        ["our `/`", String(floor.home.files.length), formatKb(floor.home.bytes), formatKb(floor.home.gzipBytes)],
        ["overhead", "", formatKb(floor.home.bytes - floor.floor.bytes), formatKb(floor.overheadGzipBytes)],
      ],
    ),
    "## Throughput",
    `autocannon, ${settings.connections} connections, on the same machine as the server. Each route gets ${settings.durationSeconds} s of load in two runs, in the order bare, real, real, bare, ` +
      "so a change in the machine's load falls on both alike; rates are answers over the two runs' total time, p99 the worse run's. " +
      `GET runs follow ${settings.warmUpSeconds} s warm-ups and send \`Accept-Encoding: br, gzip\`. ` +
      `POST runs are counted, not timed (sized from a ${settings.connections * settings.postWarmUpRequestsPerConnection}-request warm-up of each route), so no request is cut off in flight and every 200 can be matched to a stored row.`,
    markdownTable(
      ["Request", "Rate", "p99 latency", "Answers", "Other than 200"],
      [
        loadRow("`GET /`", pages.measured),
        loadRow("`GET /__bench/bare`", pages.bare),
        loadRow("`POST /api/send-message`", api.measured),
        loadRow("`POST /__bench/bare`", api.bare),
      ],
    ),
    `GET / runs at ${formatPercent(pages.ratio)} of the bare route, POST /api/send-message at ${formatPercent(api.ratio)}. ` +
      `The store holds ${api.storedMessages} messages for ${api.acceptedMessages} answers 200 (warm-up included), counted in \`messages.sqlite\` after the server stopped.`,
    "## Build scaling",
    "`react-router build` with the real content plus generated case studies (copies of the real one with their own slug, title and date, in a temporary `CONTENT_DIR`). " +
      (buildRuns > 1
        ? `Each size is built ${buildRuns} times, sizes interleaved, and counts its fastest run (other work on the machine only adds time). `
        : "Each size is built once. ") +
      "The slope is a least-squares line through the sizes' times. " +
      "CPU time (user + system of the build process, from `/proc`) is shown beside wall time as a cross-check that load from others barely moves.",
    markdownTable(
      ["Added case studies", "Wall time, each run", "Fastest", "CPU time, each run", "Least"],
      buildScaling.points.map((point) => [
        String(point.addedCaseStudies),
        point.runs.map((run) => formatSeconds(run.wallMs)).join(", "),
        formatSeconds(point.bestWallMs),
        point.runs.map((run) => (run.cpuMs === undefined ? "n/a" : formatSeconds(run.cpuMs))).join(", "),
        point.bestCpuMs === undefined ? "n/a" : formatSeconds(point.bestCpuMs),
      ]),
    ),
    `Per added case study: wall time ${describeSlope(buildScaling.wall)}` +
      `${buildScaling.cpu ? `; CPU time ${describeSlope(buildScaling.cpu)}` : ""}.`,
    "## Client bundle",
    `The served build (made with \`bench/page/bundle-vite.config.ts\`: the site's Vite config plus rollup-plugin-visualizer, which writes \`bench/bundle.html\`) took ${formatSeconds(bundle.servedBuildMs)}. ` +
      'The biggest files; "Holds" is the largest sources in each chunk by size before minification. A chunk is named after one module in it, so its name can mislead: read the Holds column.',
    markdownTable(
      ["File", "Raw", "Gzip", "Holds"],
      bundle.chunks
        .slice(0, BIG_CHUNKS)
        .map((chunk) => [`\`${chunk.file}\``, formatKb(chunk.bytes), formatKb(chunk.gzipBytes), chunk.contents]),
    ),
    `${bundle.chunks.length} JS and CSS files in all, ${formatKb(bundle.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0))} gzip; every one is in \`bench/results.json\`.`,
  ];
  return `${sections.join("\n\n")}\n`;
}
