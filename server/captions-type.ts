/**
 * A video's captions (WebVTT) go with their own type, which the static file server does not know. Only
 * a file that was found is typed: a missing one's answer (the not-found page) is left as it is.
 */
export function withCaptionsType(path: string, response: Response | void): Response | void {
  if (!response || !response.ok || !path.endsWith(".vtt")) return response;
  const typed = new Response(response.body, response);
  typed.headers.set("Content-Type", "text/vtt; charset=utf-8");
  return typed;
}
