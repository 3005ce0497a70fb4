import type { ReactNode } from "react";

export function SiteFooter({ children }: { children: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">{children}</div>
    </footer>
  );
}
