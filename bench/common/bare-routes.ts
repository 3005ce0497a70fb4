import { Hono } from "hono";

/**
 * The site's app behind two routes that do nothing: the baseline `npm run bench` measures GET / and
 * POST /api/send-message against. They sit outside the site's middleware, so the ratio counts all of it.
 */
export function withBareRoutes(app: Hono): Hono {
  return new Hono()
    .get("/__bench/bare", (c) => c.text("ok"))
    .post("/__bench/bare", async (c) => c.json({ success: true, received: await c.req.json().catch(() => null) }))
    .route("/", app);
}
