/** Stands in for src/features/reading-stats/use-reading-stats.ts in the bench's baseline build: no beacon. */
export function useReadingStats(): void {}
