// The views bench's pipelined requests (bench/common/pipelined-load.ts): beacons, and the home page
// sent the same way as the same run's yardstick.
import { randomUUID } from "node:crypto";
import type { PipelinedTarget } from "../common/pipelined-load.ts";
import { BEACON_PAGE, BROWSER_USER_AGENT, beaconAddressOf } from "./beacon-load.ts";

/** Views per batch: each is a start and its update, so a batch is twice as many requests. */
const VIEWS_PER_BATCH = 8;

function requestBytes(host: string, origin: string, address: string, body: object): string {
  const text = JSON.stringify(body);
  return [
    "POST /api/views HTTP/1.1",
    `Host: ${host}`,
    `Origin: ${origin}`,
    `User-Agent: ${BROWSER_USER_AGENT}`,
    "Content-Type: text/plain;charset=UTF-8",
    `X-Forwarded-For: ${address}`,
    `Content-Length: ${Buffer.byteLength(text)}`,
    "",
    text,
  ].join("\r\n");
}

/** Start and update in turn, VIEWS_PER_BATCH views a batch, each view from the next address. */
export function pipelinedBeacons(): PipelinedTarget {
  let index = 0;
  return {
    name: `POST /api/views (start, then update), ${VIEWS_PER_BATCH * 2} pipelined`,
    makeBatch(url) {
      let bytes = "";
      for (let view = 0; view < VIEWS_PER_BATCH; view++) {
        const id = randomUUID();
        const address = beaconAddressOf(index++);
        bytes += requestBytes(url.host, url.origin, address, {
          kind: "start",
          view: id,
          path: BEACON_PAGE,
          referrer: "www.linkedin.com",
        });
        bytes += requestBytes(url.host, url.origin, address, { kind: "update", view: id, seconds: 42, depth: 80 });
      }
      return { bytes, requests: VIEWS_PER_BATCH * 2 };
    },
  };
}

/** The home page as a browser asks for it (compressed), as many a batch as a beacon batch holds. */
export function pipelinedHomePage(): PipelinedTarget {
  return {
    name: `GET /, ${VIEWS_PER_BATCH * 2} pipelined`,
    makeBatch(url) {
      const request = [
        "GET / HTTP/1.1",
        `Host: ${url.host}`,
        `User-Agent: ${BROWSER_USER_AGENT}`,
        "Accept-Encoding: br, gzip",
        "",
        "",
      ].join("\r\n");
      return { bytes: request.repeat(VIEWS_PER_BATCH * 2), requests: VIEWS_PER_BATCH * 2 };
    },
  };
}
