// Pure formatting for the markdown report. KB here is 1,000 bytes, as in Vite's build output.

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const formatMs = (ms: number) => `${Math.round(ms)} ms`;
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;
export const formatRate = (perSecond: number) => `${Math.round(perSecond).toLocaleString("en-US")} req/s`;

/** A GitHub-flavoured markdown table, columns padded so the raw file reads as a table too; "|" in a cell is escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escaped = [header, ...rows].map((cells) => cells.map((cell) => cell.replaceAll("|", "\\|")));
  const widths = header.map((_, column) => Math.max(3, ...escaped.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? "").padEnd(width)).join(" | ")} |`;
  const [head = [], ...body] = escaped;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}
