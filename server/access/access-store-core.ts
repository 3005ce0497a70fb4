// The access store's rules, once for both databases: what is accepted, how secrets are made and
// kept (only their hashes reach the tables), and the times (docs in access-store.ts).

import { AccessInputError, checkDays, checkLinkRequest, checkNewPassword } from "./access-input.ts";
import { hashSecret, isSecretHash, isSecretShaped, newLinkId, newSecret } from "./access-secrets.ts";
import { type AccessStore, type LinkStatus, PASSWORD_SESSION_MS } from "./access-store.ts";
import type { AccessTables } from "./access-tables.ts";
import { failureCounterOn } from "./failure-counter.ts";
import { checkPasswordText, hashPassword, verifyPassword } from "./password-hash.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
// docs/product.md#the-owners-room: one password opening both would let whoever holds the private
// work's (a whole hiring team) into the owner's room.
export const SAME_AS_OWNER_TEXT = "The password for private work must differ from the owner password.";
// 40 random bits make a taken id rare (one in a million after a thousand links); a few draws settle it.
const LINK_ID_DRAWS = 5;

export function linkStatusOf(link: { revokedAt: Date | undefined; expiresAt: Date }, now: Date): LinkStatus {
  if (link.revokedAt) return "withdrawn";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "live";
}

export function accessStoreOn(tables: AccessTables, now: () => Date): AccessStore {
  return {
    async setPassword(password) {
      const checked = checkNewPassword(password);
      if (await verifyPassword(checked, await tables.ownerPasswordHash())) throw new AccessInputError(SAME_AS_OWNER_TEXT);
      await tables.replacePassword(await hashPassword(checked));
    },
    async removePassword() {
      await tables.replacePassword(undefined);
    },
    async hasPassword() {
      return (await tables.passwordHash()) !== undefined;
    },
    checkPassword: async (text) => checkPasswordText(text, await tables.passwordHash()),

    async createLink(request) {
      const { label, days, scope } = checkLinkRequest(request);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + days * DAY_MS);
      const token = newSecret();
      for (let draw = 0; draw < LINK_ID_DRAWS; draw++) {
        const id = newLinkId();
        if (await tables.insertLink({ id, tokenHash: hashSecret(token), label, scope, createdAt, expiresAt })) {
          return { id, token, expiresAt };
        }
      }
      throw new Error(`No free link id after ${LINK_ID_DRAWS} draws.`);
    },
    async listLinks() {
      const at = now();
      return (await tables.selectLinks()).map((link) => ({ ...link, status: linkStatusOf(link, at) }));
    },
    revokeLink: (id) => tables.revokeLink(id, now()),
    revokeAllLinks: () => tables.revokeAllLinks(now()),
    async setLinkExpiry(id, days) {
      const checked = checkDays(days);
      const at = now();
      return tables.updateLinkExpiry(String(id), new Date(at.getTime() + checked * DAY_MS), at);
    },
    async findLink(token) {
      return isSecretShaped(token) ? tables.selectLiveLink(hashSecret(token), now()) : undefined;
    },
    countOpen: (linkId) => tables.countOpen(linkId, now()),

    async startSession(request) {
      const startedAt = now();
      // Sessions past their end are of no use to anyone: they go as new ones start.
      await tables.deleteSessionsExpiredBy(startedAt);
      const id = newSecret();
      if (request.kind === "password") {
        if (!request.checked?.isRight) return undefined;
        const expiresAt = new Date(startedAt.getTime() + PASSWORD_SESSION_MS);
        const isStarted = await tables.insertPasswordSession(hashSecret(id), startedAt, expiresAt, request.checked.passwordHash);
        return isStarted ? { id, expiresAt } : undefined;
      }
      if (request.kind !== "link" || typeof request.linkId !== "string") {
        throw new AccessInputError('A session is started by "password" or by "link" with its link id.');
      }
      const expiresAt = await tables.insertLinkSession(hashSecret(id), request.linkId, startedAt);
      return expiresAt && { id, expiresAt };
    },
    async findSession(id) {
      return isSecretShaped(id) ? tables.selectGrant(hashSecret(id), now()) : undefined;
    },
    async findSessionByHash(idHash) {
      return isSecretHash(idHash) ? tables.selectGrant(idHash, now()) : undefined;
    },
    async endSession(id) {
      if (isSecretShaped(id)) await tables.deleteSession(hashSecret(id));
    },

    ...failureCounterOn(tables, now),
    close: () => tables.close(),
  };
}
