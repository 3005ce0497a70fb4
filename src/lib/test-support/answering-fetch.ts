/** A stand-in for the network: it answers with the given Response (or fails with the Error), as a server would. */
export function answering(response: Response | Error): typeof fetch {
  return async () => {
    if (response instanceof Error) throw response;
    return response;
  };
}

/** A JSON answer, as the site's API sends one. */
export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
