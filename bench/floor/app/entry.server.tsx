import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Prerenders at build time, like the site's src/entry.server.tsx. It must exist: without it React
 * Router looks for `isbot` in the nearest package.json (the repository's) and, not finding it,
 * edits that file and runs `npm install`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />);
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
}
