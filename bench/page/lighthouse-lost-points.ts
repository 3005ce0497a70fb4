// Pure: finds in Lighthouse reports what cost points, for the bench report's notes per route. Apart
// from the numbers (lighthouse-summary.ts): it changes with what the report explains, not what it measures.
import { CATEGORIES, type Category, type LighthouseReport } from "./lighthouse-summary.ts";

export interface AuditNote {
  category: Category;
  id: string;
  title: string;
  /** 0–100. */
  score: number;
  displayValue?: string;
  /** The first few URLs the audit names (which image, which script), when it names any. */
  urls: string[];
  /** False for diagnostics that explain a metric but carry no weight of their own. */
  isWeighted: boolean;
}

const URLS_PER_NOTE = 3;

function urlsIn(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  const urls = items.map((item) => item.url).filter((url): url is string => typeof url === "string");
  return [...new Set(urls)].slice(0, URLS_PER_NOTE);
}

/**
 * Audits scored below 1: weighted ones take points off their category; for performance, the
 * unweighted opportunities and insights (scored by the metric time they would save) say why.
 */
export function findLostPoints(report: LighthouseReport): AuditNote[] {
  const notes: AuditNote[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const isWeighted = ref.weight > 0;
      if (!isWeighted && !(category === "performance" && audit.scoreDisplayMode === "metricSavings")) continue;
      notes.push({
        category,
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100),
        displayValue: audit.displayValue,
        urls: urlsIn(audit.details),
        isWeighted,
      });
    }
  }
  return notes;
}

export interface RepeatedAuditNote extends AuditNote {
  /** In how many of the runs the audit lost points (its score is the lowest seen). */
  runs: number;
}

/** One note per audit across runs, most frequent first, so a one-off blip reads as one. */
export function mergeAuditNotes(notesPerRun: readonly AuditNote[][]): RepeatedAuditNote[] {
  const merged = new Map<string, RepeatedAuditNote>();
  for (const notes of notesPerRun) {
    for (const note of notes) {
      const key = `${note.category}/${note.id}`;
      const seen = merged.get(key);
      if (!seen) merged.set(key, { ...note, runs: 1 });
      else merged.set(key, { ...(note.score < seen.score ? note : seen), runs: seen.runs + 1 });
    }
  }
  return [...merged.values()].sort((a, b) => Number(b.isWeighted) - Number(a.isWeighted) || b.runs - a.runs || a.score - b.score);
}
