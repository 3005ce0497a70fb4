// Pure number helpers for the benchmark: medians of repeated runs, ratios, and a straight-line fit for build times.

/** The arithmetic mean. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error("mean of no values");
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value (the mean of the two middle values for an even count); runs on a noisy machine vary. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value below which `share` of the sorted values fall (nearest rank); 0 for no values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** part / whole, or 0 when the whole is 0 (a baseline that answered nothing gives no meaningful ratio). */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

export interface Point {
  x: number;
  y: number;
}

export interface LinearFit {
  slope: number;
  intercept: number;
  /** Coefficient of determination: 1 when every point lies on the line. */
  r2: number;
}

const NOT_A_LINE = "a line needs at least two distinct x values";

/** Least-squares line through the points; needs two distinct x values. */
export function fitLine(points: readonly Point[]): LinearFit {
  if (points.length < 2) throw new Error(NOT_A_LINE);
  const meanX = mean(points.map((p) => p.x));
  const meanY = mean(points.map((p) => p.y));
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  if (sxx === 0) throw new Error(NOT_A_LINE);
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const totalSquares = points.reduce((sum, p) => sum + (p.y - meanY) ** 2, 0);
  const residualSquares = points.reduce((sum, p) => sum + (p.y - (intercept + slope * p.x)) ** 2, 0);
  return { slope, intercept, r2: totalSquares === 0 ? 1 : 1 - residualSquares / totalSquares };
}

/** Slopes between consecutive points (sorted by x): similar slopes mean the growth is linear, rising ones mean it is not. */
export function segmentSlopes(points: readonly Point[]): number[] {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  return sorted.slice(1).map((point, index) => {
    const previous = sorted[index] as Point;
    return (point.y - previous.y) / (point.x - previous.x);
  });
}

/**
 * Growth "looks linear" when a line explains the points well and the cost of the last step is
 * not much more than that of the first (on a noisy machine neither test alone is enough).
 */
export function looksLinear(r2: number, slopes: readonly number[]): boolean {
  if (slopes.length === 0) return true;
  const first = slopes[0] as number;
  const last = slopes[slopes.length - 1] as number;
  return r2 >= 0.98 && (first <= 0 || last / first <= 1.5);
}
