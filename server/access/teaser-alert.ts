// The teaser's password form (src/features/private-work/private-teaser.tsx), up to its end.
const UNLOCK_FORM_END = /(<form\b[^>]*\baction="\/api\/access\/unlock"[^>]*>[\s\S]*?)(<\/form>)/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The teaser with `text` under the password field, for a post without JavaScript, as
 * server/contact-outcome-page.ts writes the contact form's outcome. An element with no inline style
 * or script: the teaser's Content-Security-Policy holds as it is.
 */
export function teaserWithAlert(html: string, text: string): string {
  const alert = `<p class="private-teaser__error" role="alert">${escapeHtml(text)}</p>`;
  // A function, so a '$' in the text could never be read as a replacement pattern.
  return html.replace(UNLOCK_FORM_END, (_, form: string, end: string) => `${form}${alert}${end}`);
}
