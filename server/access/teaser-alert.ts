import { createHash } from "node:crypto";
import { escapeHtml } from "#src/lib/escape-html.ts";
import type { PageSources } from "../page-sources.ts";
import type { Page } from "../pages.ts";

// The teaser's password form (src/features/private-work/private-teaser.tsx), up to its end.
const UNLOCK_FORM_END = /(<form\b[^>]*\baction="\/api\/access\/unlock"[^>]*>[\s\S]*?)(<\/form>)/;

/**
 * The teaser with `text` under the password field, for a post without JavaScript, as
 * server/contact-outcome-page.ts writes the contact form's outcome.
 *
 * The answer comes to the form's address, /api/access/unlock, where the app has no route: started
 * there, it would show its not-found page. A one-line script in the head, hashed into this answer's
 * policy, first puts the case study's address back in the address bar, so the app starts on its own
 * route and a reload asks for the teaser rather than posting again. React skips an unknown script
 * in the head as it hydrates.
 */
export function teaserWithAlert(teaser: Page, address: string, text: string): { html: string; sources: PageSources } {
  const alert = `<p class="private-teaser__error" role="alert">${escapeHtml(text)}</p>`;
  const script = `history.replaceState(null,"",${JSON.stringify(address)})`;
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  // Functions, so a '$' in the text could never be read as a replacement pattern.
  const html = teaser.text
    .replace(UNLOCK_FORM_END, (_, form: string, end: string) => `${form}${alert}${end}`)
    .replace(/<head>/, () => `<head><script>${script}</script>`);
  return { html, sources: { ...teaser.sources, scripts: [...teaser.sources.scripts, hash] } };
}
