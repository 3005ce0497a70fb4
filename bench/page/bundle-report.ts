import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSize } from "./page-js.ts";

/** The parts of rollup-plugin-visualizer's raw-data output (template "raw-data") the report reads. */
export interface VisualizerData {
  nodeParts: Record<string, { renderedLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface ChunkRow {
  /** Under the client build: assets/home-CBVI-DUv.js */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The biggest sources in the chunk with their share of it, before minification: "react-dom 96%, scheduler 2%". */
  contents: string;
}

const GROUPS_PER_CHUNK = 3;

/** Names a bundled module by what a reader recognises: its npm package, or its folder in this repository. */
export function moduleGroup(id: string): string {
  const clean = id.replace(/^\0/, "");
  const packageMatch = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (packageMatch) return packageMatch[1] as string;
  if (!clean.startsWith("/")) return clean;
  const segments = clean.slice(1).split("/");
  if (segments[0] === "src" && segments[1] === "features" && segments.length > 3) return segments.slice(0, 3).join("/");
  return segments.length > 2 ? segments.slice(0, 2).join("/") : segments.join("/");
}

/** For each chunk, its biggest module groups with their share of the chunk's rendered (pre-minification) size. */
export function describeChunks(data: VisualizerData): Map<string, string> {
  const sizes = new Map<string, Map<string, number>>();
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const length = data.nodeParts[partUid]?.renderedLength ?? 0;
      const groups = sizes.get(chunk) ?? new Map<string, number>();
      const group = moduleGroup(meta.id);
      groups.set(group, (groups.get(group) ?? 0) + length);
      sizes.set(chunk, groups);
    }
  }
  const descriptions = new Map<string, string>();
  for (const [chunk, groups] of sizes) {
    const total = [...groups.values()].reduce((sum, size) => sum + size, 0);
    const biggest = [...groups].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]);
    descriptions.set(
      chunk,
      biggest
        .slice(0, GROUPS_PER_CHUNK)
        .map(([group, size]) => `${group} ${Math.round((size / total) * 100)}%`)
        .join(", "),
    );
  }
  return descriptions;
}

/** Every JS and CSS file of the client build, biggest (gzip) first, with what each JS chunk holds. */
export function listChunks(clientDir: string, statsFile: string): ChunkRow[] {
  const descriptions = describeChunks(JSON.parse(readFileSync(statsFile, "utf8")) as VisualizerData);
  const assets = path.join(clientDir, "assets");
  return readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const content = readFileSync(path.join(assets, name));
      const file = `assets/${name}`;
      return { file, bytes: content.length, gzipBytes: gzipSize(content), contents: descriptions.get(file) ?? "" };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
