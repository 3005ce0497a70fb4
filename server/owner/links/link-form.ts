// What the room's share-link forms send (docs/product.md#share-links), read and checked
// field by field, so each refusal is shown by its own field. The store checks again when it writes.
import type { Context } from "hono";
import { AccessInputError, checkDays, checkLabel } from "../../access/access-input.ts";
import { LINK_DAYS, type LinkRequest } from "../../access/access-store.ts";

export type LinkField = "label" | "days" | "only";
export type FieldErrors = Partial<Record<LinkField, string>>;

/** The create form as sent, to show again beside its errors. */
export interface CreateLinkForm {
  label: string;
  days: string;
  only: string[];
}

export const EMPTY_CREATE_FORM: CreateLinkForm = { label: "", days: String(LINK_DAYS.default), only: [] };
export const DAYS_TEXT = `Days must be a whole number from ${LINK_DAYS.min} to ${LINK_DAYS.max}.`;
export const UNKNOWN_CASE_STUDY_TEXT = "Choose among the protected case studies listed.";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The form's fields; anything not a form (or not text) reads as empty, and is refused as such. */
export async function readCreateForm(c: Context): Promise<CreateLinkForm> {
  const body = await c.req.parseBody({ all: true });
  const only = body.only === undefined ? [] : [body.only].flat();
  return { label: textOf(body.label), days: textOf(body.days), only: only.map(textOf) };
}

export async function readDaysField(c: Context): Promise<string> {
  return textOf((await c.req.parseBody()).days);
}

/** Whole days as typed; empty is `fallback` (undefined: refused). Throws AccessInputError with the sentence. */
export function parseDays(text: string, fallback?: number): number {
  const trimmed = text.trim();
  if (trimmed === "" && fallback !== undefined) return fallback;
  if (!/^\d{1,4}$/.test(trimmed)) throw new AccessInputError(DAYS_TEXT);
  return checkDays(Number(trimmed));
}

export type CheckedCreateForm = { ok: true; request: LinkRequest } | { ok: false; errors: FieldErrors };

/** None ticked: every protected case study (also ones protected later), as `npm run access` does without --only. */
export function checkCreateForm(form: CreateLinkForm, isProtected: (slug: string) => boolean): CheckedCreateForm {
  const errors: FieldErrors = {};
  const attempt = <T>(field: LinkField, check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof AccessInputError)) throw error;
      errors[field] = error.message;
      return undefined;
    }
  };
  const label = attempt("label", () => checkLabel(form.label));
  const days = attempt("days", () => parseDays(form.days, LINK_DAYS.default));
  if (!form.only.every(isProtected)) errors.only = UNKNOWN_CASE_STUDY_TEXT;
  if (label === undefined || days === undefined || errors.only) return { ok: false, errors };
  return { ok: true, request: { label, days, only: form.only.length > 0 ? [...new Set(form.only)] : undefined } };
}
