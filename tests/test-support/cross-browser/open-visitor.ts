import { inject } from "vitest";
import type { Engine } from "./browsers.ts";
import { openFirefoxVisitor } from "./firefox-visitor.ts";
import type { Visitor } from "./visitor.ts";
import { openWebKitVisitor } from "./webkit-visitor.ts";

/** Starts `engine` on the site the runner serves (global-setup.ts). */
export function openVisitor(engine: Engine): Promise<Visitor> {
  const siteUrl = inject("siteUrl");
  return engine === "webkit" ? openWebKitVisitor(siteUrl, inject("display")) : openFirefoxVisitor(siteUrl);
}
