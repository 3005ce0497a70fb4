import { site } from "virtual:content/site";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { HeroVisibilityProvider } from "./components/hero-visibility.tsx";
import { PrerenderedLinks } from "./components/prerendered-links.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader, SkipLink } from "./components/site-header.tsx";
import { useReadingStats } from "./features/reading-stats/use-reading-stats.ts";
import { ThemeButton } from "./features/theme/theme-button.tsx";
import { THEME_BUTTON_BEFORE_START_SCRIPT, THEME_SCRIPT } from "./features/theme/theme-script.ts";
import {
  APPLE_TOUCH_ICON,
  FAVICON_PNG,
  FAVICON_SVG_PATH,
  FEED_PATH,
  feedTitle,
  THEME_COLORS,
  WEB_MANIFEST_PATH,
} from "./lib/site-files.ts";
import "./styles/global.css";
import "./styles/print.css";

/** On every page: icons, the web app manifest and the case studies' feed (pipeline/site-files/ makes them). */
export const links: LinksFunction = () => [
  { rel: "icon", href: FAVICON_PNG.path, sizes: `${FAVICON_PNG.size}x${FAVICON_PNG.size}`, type: "image/png" },
  { rel: "icon", href: FAVICON_SVG_PATH, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON.path },
  { rel: "manifest", href: WEB_MANIFEST_PATH },
  { rel: "alternate", type: "application/atom+xml", title: feedTitle(site.name), href: FEED_PATH },
];

// Prerendering writes the scripts into the HTML, where they run once. The browser's build leaves their
// text out: React hydrates an element's inner HTML without comparing it, and never writes it again
// while it stays the same (as with Prerendered's kept markup, docs/decisions/019-hydrate-what-is-interactive.md).
const HEAD_SCRIPT = { __html: import.meta.env.SSR ? THEME_SCRIPT + THEME_BUTTON_BEFORE_START_SCRIPT : "" };

/**
 * Whether the head's script is rendered: always in a build, where every page is prerendered and the
 * script only ever hydrated. In `npm run dev`, a page the browser renders from nothing (the fallback
 * for an address it has no page for) would make a script that never runs, which React warns of: there
 * it is kept only where the page is hydrated, decided at the first render. Chosen once per build, so a
 * build's root carries none of the check.
 */
const useHasHeadScript = import.meta.env.DEV
  ? function useIsHydratedPage(): boolean {
      // As components/prerendered.tsx's useIsFromPrerender, written out so a build's root imports nothing for it.
      const isHydrating = useSyncExternalStore(
        () => () => {},
        () => false,
        () => true,
      );
      const [isHydrated] = useState(isHydrating);
      return isHydrated;
    }
  : () => true;

export function Layout({ children }: { children: ReactNode }) {
  const hasHeadScript = useHasHeadScript();
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant; it must run before first paint (see theme-script.ts) */}
        {hasHeadScript && <script suppressHydrationWarning dangerouslySetInnerHTML={HEAD_SCRIPT} />}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The app starts after the page has painted (docs/decisions/009), so for a moment the page is plain
 * HTML. `<html data-hydrated>` says it has started: CSS shows the controls that need the app as busy
 * until then, and browser tests wait for it before they use them.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

function SiteChrome({ children }: { children: ReactNode }) {
  useHydratedMark();
  useReadingStats();
  return (
    <HeroVisibilityProvider>
      <PrerenderedLinks />
      <SkipLink />
      <SiteHeader name={site.name} avatarSrc={site.avatar.src} actions={<ThemeButton />} />
      {/* No view transition between pages: Chromium could hold the new page behind one for seconds, and
          no animation may hold back a page (docs/product.md#layout). */}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter>
        {/* NavLinks, as in the header: the link to the page shown says so (aria-current="page"). */}
        <p>
          © {site.name}. <NavLink to="/about">About</NavLink> · <NavLink to="/privacy">Privacy</NavLink>
        </p>
        <p>Made with care, plain CSS and no third-party trackers.</p>
      </SiteFooter>
    </HeroVisibilityProvider>
  );
}

export default function App() {
  // A page of its own for each address: a page's prerendered parts keep what they first showed
  // (components/prerendered.tsx), so a case study opened from another must not reuse them.
  const { pathname } = useLocation();
  return (
    <SiteChrome>
      <Outlet key={pathname} />
    </SiteChrome>
  );
}

/** docs/product.md#error-screen: the fallback screen for unhandled routing errors. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <SiteChrome>
      <div className="not-found">
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page.{detail ? ` (${detail})` : ""}</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </SiteChrome>
  );
}
