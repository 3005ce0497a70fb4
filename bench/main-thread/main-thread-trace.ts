// Reads a Chromium trace of one page load: the page's main-thread tasks, and where their time went.

/** One event of Chromium's trace format (the fields this module reads). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: Record<string, unknown> };
}

export interface MainThreadFigures {
  /** Every task on the page's main thread in the window, summed. */
  mainThreadMs: number;
  /** The part of each task beyond 50 ms, summed: what total blocking time counts, from the page's start. */
  over50Ms: number;
  longestTaskMs: number;
  /** Where the tasks' time went, by kind of work (self time of the trace's events). */
  byActivity: Record<Activity, number>;
}

export type Activity = "script" | "parse HTML and CSS" | "style and layout" | "paint" | "images" | "garbage collection" | "other";

// Chromium's timeline events, grouped as DevTools' summary and Lighthouse's main-thread breakdown group them.
const ACTIVITY_OF: Record<string, Activity> = {
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  "v8.produceModuleCache": "script",
  "v8.deserializeOnBackground": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  ParseHTML: "parse HTML and CSS",
  ParseAuthorStyleSheet: "parse HTML and CSS",
  UpdateLayoutTree: "style and layout",
  ScheduleStyleRecalculation: "style and layout",
  Layout: "style and layout",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  CompositeLayers: "paint",
  Commit: "paint",
  "Decode Image": "images",
  "Decode LazyPixelRef": "images",
  ImageDecodeTask: "images",
  "Resize Image": "images",
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
  "V8.GC_MARK_COMPACTOR": "garbage collection",
  "BlinkGC.AtomicPhase": "garbage collection",
};
// Loading the document: committing the navigation and feeding the parser.
const PARSING_PREFIXES = ["DocumentLoader::", "NavigationBodyLoader::", "HTMLDocumentParser::", "DecodedDataDocumentParser::"];
const activityOf = (name: string): Activity | undefined =>
  ACTIVITY_OF[name] ?? (PARSING_PREFIXES.some((prefix) => name.startsWith(prefix)) ? "parse HTML and CSS" : undefined);
const ACTIVITIES: Activity[] = [
  "script",
  "parse HTML and CSS",
  "style and layout",
  "paint",
  "images",
  "garbage collection",
  "other",
];
const LONG_TASK_MS = 50;

/** The process and thread of the page's main frame, following it when a navigation moves it to a new process. */
export function findMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  let frameId: string | undefined;
  let pid: number | undefined;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "TracingStartedInBrowser" && Array.isArray(data?.frames)) {
      const main = (data.frames as { frame: string; processId: number; parent?: string }[]).find((frame) => !frame.parent);
      frameId = main?.frame;
      pid = main?.processId;
    } else if (event.name === "FrameCommittedInBrowser" && data?.frame === frameId && typeof data?.processId === "number") {
      pid = data.processId;
    }
  }
  if (pid === undefined) throw new Error("The trace names no main frame (no TracingStartedInBrowser event).");
  const thread = events.find(
    (event) => event.ph === "M" && event.name === "thread_name" && event.pid === pid && event.args?.name === "CrRendererMain",
  );
  if (!thread) throw new Error(`The trace has no CrRendererMain thread in process ${pid}.`);
  return { pid, tid: thread.tid };
}

/**
 * The main thread's tasks from `fromUs` to `untilUs` (trace microseconds); a task crossing either end
 * counts only its part inside. Where the time went is each event's own time, its children's taken out.
 */
export function mainThreadFigures(events: TraceEvent[], fromUs: number, untilUs: number): MainThreadFigures {
  const { pid, tid } = findMainThread(events);
  const complete = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur !== undefined)
    .filter((event) => event.ts < untilUs && event.ts + (event.dur ?? 0) > fromUs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const clipped = (event: TraceEvent) => Math.min(event.ts + (event.dur ?? 0), untilUs) - Math.max(event.ts, fromUs);

  let mainThreadUs = 0;
  let over50Us = 0;
  let longestUs = 0;
  const byActivityUs = Object.fromEntries(ACTIVITIES.map((activity) => [activity, 0])) as Record<Activity, number>;
  // Events nest by time on one thread; a stack gives each its parent, so self time = own time - children's.
  const stack: { event: TraceEvent; activity: Activity; childrenUs: number }[] = [];
  const close = (untilTs: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top || top.event.ts + (top.event.dur ?? 0) > untilTs) return;
      stack.pop();
      byActivityUs[top.activity] += Math.max(0, clipped(top.event) - top.childrenUs);
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (!parent && event.name !== "RunTask") continue;
    const own = clipped(event);
    if (parent) parent.childrenUs += own;
    else {
      mainThreadUs += own;
      longestUs = Math.max(longestUs, own);
      over50Us += Math.max(0, own - LONG_TASK_MS * 1000);
    }
    stack.push({ event, activity: activityOf(event.name) ?? parent?.activity ?? "other", childrenUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);

  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    mainThreadMs: ms(mainThreadUs),
    over50Ms: ms(over50Us),
    longestTaskMs: ms(longestUs),
    byActivity: Object.fromEntries(ACTIVITIES.map((activity) => [activity, ms(byActivityUs[activity])])) as Record<
      Activity,
      number
    >,
  };
}
