import { once } from "node:events";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackHttpServer {
  /** http://127.0.0.1:PORT/ */
  url: string;
  close: () => void;
}

/** A plain HTTP server on a free loopback port, for tests that need something real to talk to. */
export async function startLoopbackHttpServer(handler: RequestListener): Promise<LoopbackHttpServer> {
  const server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
