import { Hono } from "hono";
import { type AppDeps, siteMiddleware } from "#server/app.ts";

/**
 * The site's app with two routes beside it that do nothing but pass the site's own middleware:
 * the baseline `npm run bench` measures GET / and POST /api/send-message against, so the ratio is
 * the cost of the page and of the message, not of the headers every answer gets.
 */
export function withBareRoutes(app: Hono, deps: AppDeps): Hono {
  const bench = new Hono();
  for (const middleware of siteMiddleware(deps)) bench.use("/__bench/*", middleware);
  return bench
    .get("/__bench/bare", (c) => c.text("ok"))
    .post("/__bench/bare", async (c) => c.json({ success: true, received: await c.req.json().catch(() => null) }))
    .route("/", app);
}
