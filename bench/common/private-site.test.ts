import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { TEMPLATE_FILE_NAME } from "#pipeline/content/generated-case-study.ts";
import { cookieHeaderFrom } from "./private-session.ts";
import { PROTECTED_SLUG, protectedCopyOf } from "./private-site.ts";

const template = readFileSync(path.join(import.meta.dirname, "../../content/case-studies", TEMPLATE_FILE_NAME), "utf8");

test("the protected copy is the real case study under its own slug and a title as long, marked protected", () => {
  const copy = protectedCopyOf(template);
  expect(copy).toMatch(new RegExp(`^slug: ${PROTECTED_SLUG}\\nvisibility: protected$`, "m"));
  const title = (text: string) => /^title: (.*)$/m.exec(text)?.[1] ?? "";
  expect(title(copy)).not.toBe(title(template));
  expect(title(copy)).toHaveLength(title(template).length);
  expect(copy.split("---")[2]).toBe(template.split("---")[2]);
  expect(() => protectedCopyOf("---\ntitle: x\n---\n")).toThrow('has no "slug:" line');
});

test("the Cookie header holds each cookie a link set, without its attributes", () => {
  expect(
    cookieHeaderFrom([
      "private_session=abc_-1; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 01 Jan 2031 00:00:00 GMT",
      "private_hint=1; Path=/; SameSite=Lax",
    ]),
  ).toBe("private_session=abc_-1; private_hint=1");
  expect(() => cookieHeaderFrom(["private_session=; Max-Age=0"])).toThrow("set no cookie");
});
