/**
 * Text made safe to write into HTML, between tags or inside a quoted attribute: each of & < > " ' as
 * its numeric character reference. For the few pieces of HTML written as text rather than by React
 * (the contact form's status line, the server's private-work pages and cards).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
