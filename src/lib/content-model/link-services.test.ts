import { expect, test } from "vitest";
import { linkServiceOf } from "./link-services.ts";

test("recognises each known service by its host, a subdomain included", () => {
  expect(linkServiceOf("mailto:zoe@example.com")).toBe("email");
  expect(linkServiceOf("https://github.com/zoe")).toBe("github");
  expect(linkServiceOf("https://gitlab.com/zoe")).toBe("gitlab");
  expect(linkServiceOf("https://dribbble.com/zoe")).toBe("dribbble");
  expect(linkServiceOf("https://www.behance.net/zoe")).toBe("behance");
  expect(linkServiceOf("https://uk.linkedin.com/in/zoe")).toBe("linkedin");
  expect(linkServiceOf("https://zoe.medium.com/")).toBe("medium");
  expect(linkServiceOf("https://medium.com/@zoe")).toBe("medium");
  expect(linkServiceOf("https://bsky.app/profile/zoe.example")).toBe("bluesky");
  expect(linkServiceOf("https://x.com/zoe")).toBe("x");
  expect(linkServiceOf("https://twitter.com/zoe")).toBe("x");
  expect(linkServiceOf("https://www.instagram.com/zoe")).toBe("instagram");
  expect(linkServiceOf("https://www.youtube.com/@zoe")).toBe("youtube");
  expect(linkServiceOf("https://youtu.be/abc")).toBe("youtube");
});

test("takes a Mastodon server by its name, or by a /@name profile on a host known for nothing else", () => {
  expect(linkServiceOf("https://mastodon.social/@zoe")).toBe("mastodon");
  expect(linkServiceOf("https://mastodon.art/@zoe")).toBe("mastodon");
  expect(linkServiceOf("https://mstdn.jp/@zoe")).toBe("mastodon");
  expect(linkServiceOf("https://typo.social/@zoe")).toBe("mastodon");
  expect(linkServiceOf("https://www.threads.net/@zoe")).toBeUndefined();
  expect(linkServiceOf("https://typo.social/about")).toBeUndefined();
});

test("anything else is a plain link: another site, a look-alike host, a site path", () => {
  expect(linkServiceOf("https://zoe.example/cv.pdf")).toBeUndefined();
  expect(linkServiceOf("https://notgithub.com/zoe")).toBeUndefined();
  expect(linkServiceOf("https://github.com.evil.example/zoe")).toBeUndefined();
  expect(linkServiceOf("/talks")).toBeUndefined();
});
