// The site's not-found page in the shape the build writes it (src/root.tsx, pipeline/build/): the
// inline theme scripts and CSS in the head, the header, main and footer, and React Router's scripts
// after them. The server makes the pages it writes itself from it (server/site-message-page.ts).
import { THEME_BUTTON_BEFORE_START_SCRIPT, THEME_SCRIPT } from "#src/features/theme/theme-script.ts";

export const TEST_OWNER_NAME = "Test Owner";
/** The app's scripts, which a page the server writes must not carry. */
export const APP_START_SCRIPT = 'import("/assets/entry-abc123.js");';
export const ROUTE_CONTEXT_SCRIPT = "window.__reactRouterContext = {};";
export const NOT_FOUND_STYLE = ".not-found{max-width:42rem}";

const TITLE = `Page not found · ${TEST_OWNER_NAME}`;

export const NOT_FOUND_HTML = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<title>${TITLE}</title><meta property="og:site_name" content="${TEST_OWNER_NAME}"/>`,
  `<meta property="og:title" content="${TITLE}"/><meta name="twitter:title" content="${TITLE}"/>`,
  '<meta name="robots" content="noindex"/>',
  `<script>${THEME_SCRIPT}${THEME_BUTTON_BEFORE_START_SCRIPT}</script><style>${NOT_FOUND_STYLE}</style></head>`,
  '<body><a class="skip-link" href="#main">Skip to content</a>',
  `<header class="site-header"><a class="avatar-link" aria-label="${TEST_OWNER_NAME}, home" href="/">${TEST_OWNER_NAME}</a>`,
  '<nav class="site-nav" aria-label="Main"><a href="/case-studies">Case Studies</a></nav>',
  '<button type="button" class="theme-button" aria-label="Switch to light theme"></button></header>',
  '<main id="main" class="page" tabindex="-1"><div class="not-found"><h1>Page not found</h1>',
  "<p>There is no page at this address. It may have moved, or the link may have a typo.</p></div></main>",
  `<footer class="site-footer"><p>© ${TEST_OWNER_NAME}.</p></footer>`,
  `<script>${ROUTE_CONTEXT_SCRIPT}</script><script type="module" async="">${APP_START_SCRIPT}</script>`,
  "</body></html>",
].join("");
