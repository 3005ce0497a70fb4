import { site } from "virtual:content/site";
import { PrivacyNotice } from "../features/privacy/privacy-notice.tsx";
import { buildPageMeta } from "../lib/page-meta.ts";
import { describePrivacy } from "../lib/public-pages.ts";

export function meta() {
  return buildPageMeta({ site, ...describePrivacy(site) });
}

// docs/product.md#privacy-page: 'or email {name}', to the first mailto: address among the owner's links.
const firstEmail = site.links.find(({ href }) => href.startsWith("mailto:"))?.href;

export default function Privacy() {
  return (
    <>
      <h1>Privacy</h1>
      <PrivacyNotice ownerName={site.name} email={firstEmail} statistics={site.statistics} />
    </>
  );
}
