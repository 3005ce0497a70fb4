import { PROOF_HEADER } from "../../lib/proof-of-work/proof-fields.ts";
import type { HONEYPOT_FIELD } from "./contact-fields.ts";
import type { ContactMessage } from "./contact-schema.ts";

/** What the form sends: the message, and the honeypot exactly as the page left it. */
export type OutgoingMessage = ContactMessage & Partial<Record<typeof HONEYPOT_FIELD, string>>;

export const SEND_MESSAGE_URL = "/api/send-message";

// docs/product.md#error-texts: the texts the form shows when the server gives none.
export const DEFAULT_SUCCESS_TEXT = "Sent.";
export const FAILED_TEXT = "Failed to send message";
export const THROWN_FAILURE_TEXT = "Failed to send message.";

export type SendOutcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * docs/product.md#contact-form: POST the message as JSON, with its proof of work when there is one,
 * and turn every answer into the text the form shows.
 */
export async function sendMessage(
  message: OutgoingMessage,
  fetchImpl: typeof fetch = fetch,
  proof?: string,
): Promise<SendOutcome> {
  try {
    const response = await fetchImpl(SEND_MESSAGE_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(proof && { [PROOF_HEADER]: proof }) },
      body: JSON.stringify(message),
    });
    if (!response.ok) return { ok: false, text: await describeFailedResponse(response) };
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; message?: unknown; error?: unknown };
    if (body.success === true) return { ok: true, text: nonEmptyText(body.message) ?? DEFAULT_SUCCESS_TEXT };
    return { ok: false, text: nonEmptyText(body.error) ?? FAILED_TEXT };
  } catch (error) {
    return { ok: false, text: (error instanceof Error && nonEmptyText(error.message)) || THROWN_FAILURE_TEXT };
  }
}

/**
 * docs/product.md#contact-form: a non-OK answer shows its body text, or 'Request failed with {status}'. Our server
 * answers JSON, so its `error` sentence is shown rather than raw JSON; an HTML error page from
 * a proxy is never shown as text.
 */
async function describeFailedResponse(response: Response): Promise<string> {
  const fallback = `Request failed with ${response.status}`;
  const text = (await response.text().catch(() => "")).trim();
  if (!text) return fallback;
  const type = response.headers.get("Content-Type") ?? "";
  if (type.includes("json")) {
    try {
      return nonEmptyText((JSON.parse(text) as { error?: unknown }).error) ?? fallback;
    } catch {
      return fallback;
    }
  }
  return type.includes("html") ? fallback : text;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}
