import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Runs only at build time (ssr: false) to prerender each page. It waits for every Suspense
 * boundary, such as a case study's lazily loaded body, so each HTML file holds the whole page
 * and no streamed inline scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    // React moves a Suspense boundary larger than this (12.8 kB by default) to the end of the HTML,
    // hidden, and reveals it with an inline script: a long case study would be invisible without
    // JavaScript. The whole page is written at build time, so there is nothing to gain from it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status });
}
