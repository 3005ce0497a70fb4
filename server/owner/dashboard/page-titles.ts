// The names the dashboard gives page paths: a case study's title rather than its address, as the
// owner knows their work ('Acme hiring read 80% of Appointment booking').
import type { PrivateWork } from "../../access/private-work.ts";
import type { Pages } from "../../pages.ts";

const TITLE = /<title>([^<]*)<\/title>/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** The title a built page gives itself, less the ' · Owner' every page ends with; undefined for the home page's. */
function titleOfPage(html: string, path: string): string | undefined {
  if (path === "/") return "Home";
  const written = TITLE.exec(html)?.[1];
  if (!written) return undefined;
  const text = written.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
  const cut = text.lastIndexOf(" · ");
  return cut > 0 ? text.slice(0, cut) : text;
}

export type PageTitles = (path: string) => string | undefined;

export function pageTitlesOf(pages: Pages, privateWork: Pick<PrivateWork, "cards">): PageTitles {
  const known = new Map<string, string | undefined>();
  return (path) => {
    if (known.has(path)) return known.get(path);
    const slug = /^\/case-studies\/([^/]+)$/.exec(path)?.[1];
    const privateTitle = slug ? privateWork.cards?.[slug]?.caseStudy.title : undefined;
    const page = pages.find(path);
    const title = privateTitle ?? (page ? titleOfPage(page.text, path) : undefined);
    known.set(path, title);
    return title;
  };
}
