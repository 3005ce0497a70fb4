import { site } from "virtual:content/site";
import { PrivacyNotice } from "../features/privacy/privacy-notice.tsx";
import { emailOf } from "../lib/content-model/site-links.ts";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describePrivacy } from "../lib/public-pages.ts";

export function meta() {
  return buildPageMeta({ site, ...describePrivacy(site) });
}

export default function Privacy() {
  return (
    <>
      <h1>Privacy</h1>
      <PrivacyNotice ownerName={site.name} email={emailOf(site.links)} statistics={site.statistics} />
    </>
  );
}
