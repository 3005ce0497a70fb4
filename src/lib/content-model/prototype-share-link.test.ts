import { expect, test } from "vitest";
import { prototypeSettingsSchema } from "./prototype-settings-schema.ts";
import { prototypeEmbedOf } from "./prototype-share-link.ts";

const FIGMA_KEY = "nrPSsILSYjesyc5UHjYYa4";

test("a Figma share link becomes its embed.figma.com address, with its own parameters kept", () => {
  expect(prototypeEmbedOf(`https://www.figma.com/proto/${FIGMA_KEY}/Booking?node-id=5-3&scaling=scale-down#top`)).toEqual({
    service: "figma",
    embedSrc: `https://embed.figma.com/proto/${FIGMA_KEY}/Booking?node-id=5-3&scaling=scale-down&embed-host=portfolio`,
    origin: "https://embed.figma.com",
  });
  expect(prototypeEmbedOf(`https://figma.com/design/${FIGMA_KEY}/Booking`)?.embedSrc).toBe(
    `https://embed.figma.com/design/${FIGMA_KEY}/Booking?embed-host=portfolio`,
  );
});

test("a published Framer site is framed as it is; a shared Framer prototype by its embed address", () => {
  expect(prototypeEmbedOf("https://booking-cards.framer.website/flow")).toEqual({
    service: "framer",
    embedSrc: "https://booking-cards.framer.website/flow",
    origin: "https://booking-cards.framer.website",
  });
  expect(prototypeEmbedOf("https://framer.com/share/Booking-cards--x1Y2z3/")).toEqual({
    service: "framer",
    embedSrc: "https://framer.com/embed/Booking-cards--x1Y2z3/",
    origin: "https://framer.com",
  });
});

test("a ProtoPie cloud link is framed without ProtoPie's own controls, scaled to fit", () => {
  expect(prototypeEmbedOf("https://cloud.protopie.io/p/8b4d8a5f6b")).toEqual({
    service: "protopie",
    embedSrc: "https://cloud.protopie.io/p/8b4d8a5f6b?ui=false&scaleToFit=true",
    origin: "https://cloud.protopie.io",
  });
});

test("any other address is no share link: other hosts, plain http, ports, credentials, look-alikes", () => {
  for (const link of [
    "/prototypes/demo.html",
    "not a url",
    `http://www.figma.com/proto/${FIGMA_KEY}/Booking`,
    `https://www.figma.com:8443/proto/${FIGMA_KEY}/Booking`,
    `https://user:secret@www.figma.com/proto/${FIGMA_KEY}/Booking`,
    `https://figma.com.evil.example/proto/${FIGMA_KEY}/Booking`,
    "https://www.figma.com/proto/short/Booking",
    "https://framer.com/projects/Booking--x1Y2z3",
    "https://evil.example/?.framer.website",
    "https://cloud.protopie.io/team/settings",
    "javascript:alert(1)",
  ]) {
    expect(prototypeEmbedOf(link), link).toBeUndefined();
  }
});

test("the settings frame the embed address, open the share link in a new tab, and name the frame's origin", () => {
  const figma = prototypeSettingsSchema.parse({ src: `https://www.figma.com/proto/${FIGMA_KEY}/Booking` });
  expect(figma).toMatchObject({
    src: `https://embed.figma.com/proto/${FIGMA_KEY}/Booking?embed-host=portfolio`,
    href: `https://www.figma.com/proto/${FIGMA_KEY}/Booking`,
    frameOrigin: "https://embed.figma.com",
  });
  const own = prototypeSettingsSchema.parse({ file: "demo" });
  expect(own).toMatchObject({ src: "/prototypes/demo.html", href: "/prototypes/demo.html", frameOrigin: undefined });
});

test("a src that is neither a site path nor a known share link is refused with both choices named", () => {
  const result = prototypeSettingsSchema.safeParse({ src: "https://example.com/prototype" });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toMatch(
    /^expected a site path starting with \/, or a Figma, Framer or ProtoPie share link/,
  );
  expect(result.error?.issues[0]?.path).toEqual(["src"]);
});
