// What a visitor wrote, made safe to print in the owner's terminal (docs/product.md#message-store)
// and to show in the room's inbox (docs/product.md#inbox).
// A terminal acts on control characters instead of showing them: ESC and the C1 controls start
// sequences that set the title, clear the screen, plant OSC 8 links or write the clipboard (OSC 52),
// and a UTF-8 terminal may read U+009B as CSI. A lone CR returns to the line's start so later text
// hides earlier text; the bidi controls reorder what is shown (U+202E then "gnp.exe" reads "exe.png").
// Here in server/ so `npm run messages` and the inbox page show a message alike: on a page, a control
// character is inert, but a bidi control still reorders what is shown and an invisible one still
// hides text, so the page writes them out too (and isolates each text's direction with dir="auto").

// C0 controls but tab and newline, a CR that does not end a line (CRLF is a line end, as a form
// posted without JavaScript sends it), DEL, the C1 controls, and the bidi embedding, override,
// isolate and mark characters. Also what prints as nothing yet carries text the owner would not
// see: the zero-width space, word joiner and invisible operators, the byte-order mark, the
// interlinear annotation marks, the line and paragraph separators, and the tag characters
// (U+E0000–E007F, "ASCII smuggling"). The zero-width joiner and non-joiner stay: emoji and
// Persian script need them.
const ACTIVE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]|\r(?!\n)/gu;

/** The character as a visible `\u001b`-style escape: the same form JSON uses, so it reads the same in every format. */
function visibleEscape(character: string): string {
  // A character beyond U+FFFF (a tag character) as its two UTF-16 halves, as JSON writes it.
  return [...Array(character.length).keys()]
    .map((index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, "0")}`)
    .join("");
}

/** The text with every character a terminal would act on written out visibly; tab and line ends stay, as content. */
export function harmlessText(text: string): string {
  return text.replace(ACTIVE_CHARACTER, visibleEscape);
}

/**
 * JSON.stringify, safe to print: it escapes C0 controls but writes DEL, C1 and bidi characters raw.
 * Those can only stand inside a string there, and `\u009b` is JSON's own escape for U+009B, so the
 * text stays valid JSON that parses back to exactly what was stored.
 */
export function harmlessJson(value: unknown): string {
  return harmlessText(JSON.stringify(value, null, 2));
}
