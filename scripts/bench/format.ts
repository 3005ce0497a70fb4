// Pure formatting for the markdown report. KB here is 1,000 bytes, as in Vite's build output.

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const formatMs = (ms: number) => `${Math.round(ms)} ms`;
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;
export const formatRate = (perSecond: number) => `${Math.round(perSecond).toLocaleString("en-US")} req/s`;

/** A GitHub-flavoured markdown table; a "|" inside a cell is escaped so it cannot split the cell. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
