// What the reading-statistics beacon sends (docs/product.md#reading-statistics), shared by the page's
// script (send-beacon.ts) and the server that checks it (server/views/view-body.ts).

export const VIEWS_API_PATH = "/api/views";

/** A page view starting: its random id, the page, where the visitor came from. */
export interface StartBeacon {
  kind: "start";
  view: string;
  path: string;
  /** The host of the referring page, when it was another site. */
  referrer?: string;
  /** The address's utm_source. */
  source?: string;
}

/** The view's figures so far, sent each time the page is hidden or left. */
export interface UpdateBeacon {
  kind: "update";
  view: string;
  /** Whole seconds the page was visible. */
  seconds: number;
  /** 0 to 100: how far into the case study's body the visitor scrolled; left out on other pages. */
  depth?: number;
}

export type Beacon = StartBeacon | UpdateBeacon;

export const MAX_BEACON_BYTES = 1024;
export const MAX_SOURCE_CHARACTERS = 100;
