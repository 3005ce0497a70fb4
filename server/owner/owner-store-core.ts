// The owner store's rules, once for both databases: what is accepted, how secrets are kept (only
// their hashes reach the tables), and the times (docs in owner-store.ts).

import { AccessInputError, checkNewPassword } from "../access/access-input.ts";
import { hashSecret, isSecretShaped, newSecret } from "../access/access-secrets.ts";
import { failureCounterOn } from "../access/failure-counter.ts";
import { checkPasswordText, hashPassword, verifyPassword } from "../access/password-hash.ts";
import { OWNER_PASSWORD_MIN_CHARACTERS, OWNER_SESSION_MS, type OwnerStore } from "./owner-store.ts";
import type { OwnerTables } from "./owner-tables.ts";

export const SAME_AS_PRIVATE_WORK_TEXT = "The owner password must differ from the password for private work.";

export function ownerStoreOn(tables: OwnerTables, now: () => Date): OwnerStore {
  return {
    async setPassword(password) {
      const checked = checkNewPassword(password, OWNER_PASSWORD_MIN_CHARACTERS);
      if (await verifyPassword(checked, await tables.privateWorkPasswordHash())) {
        throw new AccessInputError(SAME_AS_PRIVATE_WORK_TEXT);
      }
      await tables.replacePassword(await hashPassword(checked));
    },
    async hasPassword() {
      return (await tables.passwordHash()) !== undefined;
    },
    checkPassword: async (text) => checkPasswordText(text, await tables.passwordHash()),
    async startSession(checked) {
      if (!checked?.isRight) return undefined;
      const startedAt = now();
      // Sessions past their end are of no use to anyone: they go as new ones start.
      await tables.deleteSessionsExpiredBy(startedAt);
      const id = newSecret();
      const expiresAt = new Date(startedAt.getTime() + OWNER_SESSION_MS);
      return (await tables.insertSession(hashSecret(id), startedAt, expiresAt, checked.passwordHash))
        ? { id, expiresAt }
        : undefined;
    },
    async findSession(id) {
      return isSecretShaped(id) ? tables.selectSession(hashSecret(id), now()) : undefined;
    },
    async endSession(id) {
      if (isSecretShaped(id)) await tables.deleteSession(hashSecret(id));
    },
    endAllSessions: () => tables.deleteAllSessions(),

    ...failureCounterOn(tables, now),
    close: () => tables.close(),
  };
}
