// The room's share links at /owner/links (docs/product.md#share-links): make a link and
// see its address once, change its expiry, withdraw one or all, and see each one's use and the
// password-failure budgets. Forms post here and come back with 303 (post/redirect/get), except the
// new link's page, which is the post's own answer so its token is in no address.
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AccessInputError } from "../../access/access-input.ts";
import type { AccessStore } from "../../access/access-store.ts";
import { readBudget } from "../../access/failure-budget.ts";
import type { FailureCounter } from "../../access/guess-limit.ts";
import type { PrivateWork } from "../../access/private-work.ts";
import { wantsPage } from "../../messages/request-content-type.ts";
import type { RoomSectionRoutes } from "../owner-room.ts";
import { type OwnerEnv, ROOM_PATH } from "../owner-session.ts";
import { sendRoomMessage } from "../room-message-page.tsx";
import { sendRoomNotFound } from "../room-page.tsx";
import { sendCreatedPage, sendWithdrawAllPage, sendWithdrawPage } from "./link-answer-pages.tsx";
import { WITHDRAWN_NOT_RENEWED_TEXT } from "./link-card.tsx";
import { checkCreateForm, EMPTY_CREATE_FORM, parseDays, readCreateForm, readDaysField } from "./link-form.ts";
import { type LinkReads, protectedChoicesOf, scopeTextOf } from "./link-view.ts";
import { type LinksView, NOT_MADE_TEXT, sendLinksPage } from "./links-page.tsx";

export interface LinksSectionDeps {
  access: AccessStore;
  privateWork: PrivateWork;
  /** The owner's sign-ins, whose budget the page shows beside private work's. */
  owner?: Pick<FailureCounter, "countAllFailures" | "lastBudgetSpentAt">;
  /** The site's public origin (content/site.yaml's url); left out, the request's. */
  siteOrigin?: string;
  /** What was read through each link (server/views/). */
  reads?: LinkReads;
  now?: () => Date;
}

/** What `?done=` says after an action: fixed sentences, so nothing from the address is ever shown. */
export const DONE_NOTES = {
  withdrawn: "The link is withdrawn: its address opens nothing now, and the sessions it opened have ended.",
  "withdrawn-all": "Every live link is withdrawn: their addresses open nothing now, and the sessions they opened have ended.",
  expiry: "The link's expiry is changed; the sessions it opened end with it.",
} as const;

const LINKS_PATH = `${ROOM_PATH}/links`;
const LINK_ID = /^[a-z2-7]{8}$/;
// A label, days and a few hundred slugs, percent-encoded, fit many times over.
const MAX_FORM_BYTES = 16 * 1024;
export const FORM_TOO_LARGE_TEXT = "The form is too large.";
const FORM_TOO_LARGE = {
  title: FORM_TOO_LARGE_TEXT,
  text: "Nothing was changed.",
  link: { href: LINKS_PATH, text: "Back to share links" },
};

export function linksSection({
  access,
  privateWork,
  owner,
  siteOrigin,
  reads,
  now = () => new Date(),
}: LinksSectionDeps): RoomSectionRoutes {
  const choices = () => protectedChoicesOf(privateWork);
  const limitBody = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => (wantsPage(c) ? sendRoomMessage(c, 413, FORM_TOO_LARGE, "links") : c.text(FORM_TOO_LARGE_TEXT, 413)),
  });

  async function showLinks(c: Context<OwnerEnv>, view: Partial<LinksView> = {}, status: 200 | 400 = 200) {
    const at = now();
    const links = await access.listLinks();
    const budgets = { privateWork: await readBudget(access, at), signIn: owner && (await readBudget(owner, at)) };
    const linkReads = reads && (await reads(links.map(({ id }) => id)));
    return sendLinksPage(
      c,
      { links, choices: choices(), reads: linkReads, budgets, form: EMPTY_CREATE_FORM, errors: {}, ...view },
      status,
    );
  }
  /** The link named in the address, or undefined (then the room's not-found page answers). */
  async function linkOf(c: Context<OwnerEnv>) {
    const id = c.req.param("id") ?? "";
    return LINK_ID.test(id) ? (await access.listLinks()).find((link) => link.id === id) : undefined;
  }

  return (room: Hono<OwnerEnv>) => {
    room.get("/links", (c) => {
      const done = c.req.query("done");
      const note = done && Object.hasOwn(DONE_NOTES, done) ? DONE_NOTES[done as keyof typeof DONE_NOTES] : undefined;
      return showLinks(c, { note });
    });

    room.post("/links", limitBody, async (c) => {
      const form = await readCreateForm(c);
      const checked = checkCreateForm(form, (slug) => privateWork.isProtected(slug));
      if (!checked.ok) return showLinks(c, { form, errors: checked.errors, alert: NOT_MADE_TEXT }, 400);
      const link = await access.createLink(checked.request);
      const origin = (siteOrigin ?? new URL(c.req.url).origin).replace(/\/+$/, "");
      return sendCreatedPage(c, {
        link,
        label: checked.request.label,
        address: `${origin}/s/${link.token}`,
        scopeText: scopeTextOf(checked.request.only ?? "all", choices()).replace(/^Every/, "every"),
      });
    });

    room.post("/links/withdraw-all", async (c) => {
      await access.revokeAllLinks();
      return c.redirect(`${LINKS_PATH}?done=withdrawn-all`, 303);
    });
    room.get("/links/withdraw-all", async (c) => {
      const live = (await access.listLinks()).filter((link) => link.status === "live");
      return sendWithdrawAllPage(c, live.length);
    });

    room.get("/links/:id/withdraw", async (c) => {
      const link = await linkOf(c);
      if (!link) return sendRoomNotFound(c);
      if (link.status === "withdrawn") return c.redirect(`${LINKS_PATH}?done=withdrawn`, 303);
      return sendWithdrawPage(c, link);
    });
    room.post("/links/:id/withdraw", async (c) => {
      const link = await linkOf(c);
      if (!link) return sendRoomNotFound(c);
      // Already withdrawn (a second tab, a double click): it is withdrawn, as asked.
      await access.revokeLink(link.id);
      return c.redirect(`${LINKS_PATH}?done=withdrawn`, 303);
    });

    room.post("/links/:id/expiry", limitBody, async (c) => {
      const link = await linkOf(c);
      if (!link) return sendRoomNotFound(c);
      const days = await readDaysField(c);
      try {
        const change = await access.setLinkExpiry(link.id, parseDays(days));
        if (change.changed) return c.redirect(`${LINKS_PATH}?done=expiry`, 303);
        return showLinks(c, { alert: WITHDRAWN_NOT_RENEWED_TEXT }, 400);
      } catch (error) {
        if (!(error instanceof AccessInputError)) throw error;
        return showLinks(c, { expiry: { id: link.id, error: error.message, days } }, 400);
      }
    });
  };
}
