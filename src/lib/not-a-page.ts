// Which address is showing a not-found page, for whatever must not treat it as one of the site's
// pages (the reading statistics' beacon, src/features/reading-stats/, whose server refuses such paths).
import { useEffect } from "react";
import { useLocation } from "react-router";

let missingPath: string | undefined;

/**
 * Called by the not-found pages. Their effect runs before the site chrome's (a child's effects run
 * before its parent's), so the chrome's effects already know this address has no page.
 */
export function useNotAPage(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    missingPath = pathname;
  }, [pathname]);
}

export function isNotAPage(pathname: string): boolean {
  return missingPath === pathname;
}
