import { inject } from "vitest";
import type { Engine } from "./browsers.ts";
import { openFirefoxVisitor } from "./firefox-visitor.ts";
import type { Visitor } from "./visitor.ts";
import { openWebKitVisitor } from "./webkit-visitor.ts";

/** Starts `engine` on the site the runner serves (global-setup.ts), or on the one at `siteUrl`. */
export function openVisitor(engine: Engine, siteUrl = inject("siteUrl")): Promise<Visitor> {
  return engine === "webkit" ? openWebKitVisitor(siteUrl, inject("display")) : openFirefoxVisitor(siteUrl);
}
