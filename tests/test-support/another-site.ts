// Another web site on loopback, as a reader's mail or search engine would be: one page whose only
// link leads to the portfolio, so a test can arrive from it and leave back to it.
import { createServer } from "node:http";

export interface AnotherSite {
  /** Its page, at another origin than the portfolio's. */
  url: string;
  close: () => Promise<void>;
}

/** Serves, on a free loopback port, a page titled "Inbox" with a link "Read the case study" to `target`. */
export async function startAnotherSite(target: string): Promise<AnotherSite> {
  const page = `<!doctype html><html lang="en"><title>Inbox</title><h1>Inbox</h1><a href="${target}">Read the case study</a></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("another site: no port");
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
