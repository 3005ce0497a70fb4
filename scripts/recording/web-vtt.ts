export interface Caption {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

const timestampOf = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${(seconds - minutes * 60).toFixed(3).padStart(6, "0")}`;
};

/** A WebVTT file with one cue per caption. */
export function webVttOf(captions: Caption[]): string {
  const cues = captions.map(({ start, end, text }) => `${timestampOf(start)} --> ${timestampOf(end)}\n${text}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
