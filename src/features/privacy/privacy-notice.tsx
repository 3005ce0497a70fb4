import { Fragment } from "react";
import { Link } from "react-router";
import { Prerendered } from "../../components/prerendered.tsx";
import type { StatisticsSettings } from "../../lib/content-model/statistics-settings-schema.ts";
import { GROUP_NEW_ENTRIES_A_DAY, GROUP_VIEWS_A_DAY, NEW_ENTRIES_A_DAY, SITE_VIEWS_A_DAY } from "../../lib/statistics-bounds.ts";
import { listStorage } from "./privacy-storage.ts";
import "../../components/prose.css";
import "./privacy-notice.css";

interface PrivacyNoticeProps {
  ownerName: string;
  /** The first `mailto:` address among site.yaml's links, if any: it gets its own "email" link. */
  email: string | undefined;
  /** The settings in force: the server reads the same values (server/statistics-settings.ts). */
  statistics: StatisticsSettings;
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "Raw page views are kept for 90 days; daily totals are kept for good." */
export function describeKeeping({ keepViewsDays }: StatisticsSettings): string {
  return `Raw page views are kept for ${days(keepViewsDays)}; daily totals are kept for good.`;
}

const count = (number: number) => number.toLocaleString("en-GB");

/** What the daily totals hold at most, and what they leave out (src/lib/statistics-bounds.ts). */
export const BOUNDS_TEXT =
  `Daily totals are bounded: from one IP address (for IPv6, its network), or through one share link, at most ${GROUP_VIEWS_A_DAY} page views a day are counted, ` +
  `and at most ${count(SITE_VIEWS_A_DAY)} from everyone. Each address adds at most ${GROUP_NEW_ENTRIES_A_DAY} new site names and ` +
  `${GROUP_NEW_ENTRIES_A_DAY} new utm_sources a day, and everyone together ${NEW_ENTRIES_A_DAY} of each; the rest, and any name or ` +
  "utm_source that only one visitor sent that day, are counted only as 'Other'.";

/** Counting without cookies has a cost the reader should know. */
export const SIGNATURE_TEXT =
  "Because nothing is stored in your browser, a visitor is recognised only by that code: if your browser's name or version " +
  "changes during the day (an update, or another browser on the same device), you are counted as a new visitor.";

/** "Days are counted in UTC." or "Days are counted in the Europe/London time zone." */
export function describeTimeZone({ timeZone }: StatisticsSettings): string {
  return timeZone === "UTC" ? "Days are counted in UTC." : `Days are counted in the ${timeZone} time zone.`;
}

/** A name may wrap after an underscore, so a narrow table keeps "private_" and "session" whole. */
function breakableName(name: string) {
  return name.split("_").map((part, index, parts) => (
    <Fragment key={part}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/**
 * docs/product.md#privacy-page: what the site measures and keeps, in plain words, from the settings in
 * force. What it says of the statistics is what the collection does; change one, change the other.
 */
export function PrivacyNotice({ ownerName, email, statistics }: PrivacyNoticeProps) {
  return (
    <Prerendered as="div" className="prose privacy-notice">
      <p className="page-lead">
        This site counts how its pages are read, on its own server, and keeps as little as it can to do so. Here is what it
        measures, what it keeps, and for how long.
      </p>

      <h2 id="what-is-measured">What is measured</h2>
      <p>
        Each page view is one record: opening a page, or moving to another page within the site. The page sends a small note to
        this site's own server with:
      </p>
      <ul>
        <li>the page's address;</li>
        <li>
          the name of the site whose link brought you here (only its name, such as www.linkedin.com), and the utm_source in the
          page's address, if there is one and it is a plain name that does not look like an email or IP address;
        </li>
        <li>
          when you leave the page or switch away from it, how long the page was on screen and, on a case study, how far into it
          you scrolled.
        </li>
      </ul>
      <p>
        The server keeps the latest of those figures for each view. To count visitors within a day without knowing who they are,
        it makes a code from your IP address and your browser's name and version, mixed with a secret that changes every day. The
        secret is thrown away the next day and never copied into backups, so a visit can be counted on its day and never linked to
        another day.
      </p>
      <p>
        {describeKeeping(statistics)} {describeTimeZone(statistics)}
      </p>
      <p>{SIGNATURE_TEXT}</p>
      <p>{BOUNDS_TEXT}</p>

      <h2 id="what-is-not">What is not</h2>
      <ul>
        <li>No cookie is set for reading, and nothing is stored in your browser to recognise you.</li>
        <li>Your IP address is never stored.</li>
        <li>
          No third parties: no analytics service, adverts or tracking scripts, and the pages load nothing from other sites. A
          prototype made in Figma, Framer or ProtoPie comes from that tool's site, and only when you choose to load it.
        </li>
        <li>If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is stored.</li>
        <li>Bots, crawlers and link previews are not counted.</li>
        <li>{ownerName}'s own page views are not counted.</li>
      </ul>

      <h2 id="share-links">Share links</h2>
      <p>
        {ownerName} sometimes sends a private link to show work that is not public. Views made with such a link are the exception:
        they are kept with the name {ownerName} gave the link, so {ownerName} can see, for example,{" "}
        <q>Acme hiring read 80% of a case study, Tuesday 14:02</q>. This holds for every page of the site read in the browser that
        opened the link, for as long as its access lasts, each with its time. They are kept as long as other views, for{" "}
        {days(statistics.keepViewsDays)}.
      </p>
      <p>
        If your browser sends Do Not Track or Global Privacy Control, only the link's opens are counted (when and how often it was
        opened), not what was read.
      </p>
      <p>
        To limit guessing, a wrong password typed on this site (for private work, or {ownerName}'s own sign-in) is remembered for
        an hour as a keyed hash of your address (for IPv6, of its network), never the address itself.
      </p>

      <h2 id="messages">Messages you send</h2>
      <p>
        The contact form stores what you send: your email address, the subject, the message and when it arrived, so {ownerName}{" "}
        can read it and reply. It may also be emailed to {ownerName}. Messages have no set time limit; write to ask for yours to
        be deleted.
      </p>
      <p>
        Your IP address is not kept with your message, only a salted hash of it, which shows that two messages came from the same
        address. To limit how many messages one address can send, the server also keeps a keyed hash of your address (for IPv6, of
        its network) for a few minutes. Like every hash of an address this site keeps, they hide your address from whoever reads
        the messages or the server's lists, but not from someone holding the whole database, who could find it by trying every
        possible address.
      </p>

      <h2 id="cookies-and-storage">Cookies and storage</h2>
      <p>Reading the public pages sets no cookie. The site uses these, and only where they say:</p>
      <table className="privacy-notice__storage">
        <caption>Cookies and browser storage on this site</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What for</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {listStorage(ownerName).map((item) => (
            <tr key={item.name}>
              <th scope="row">
                <code>{breakableName(item.name)}</code>
                <span className="privacy-notice__kind">{item.kind}</span>
              </th>
              <td>{item.purpose}</td>
              <td>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="contact">Contact</h2>
      <p>
        Questions about this page, or about what is kept about you? <Link to="/#contact">Send a message</Link>
        {email ? (
          <>
            {" "}
            or <a href={email}>email {ownerName}</a>
          </>
        ) : null}
        .
      </p>
    </Prerendered>
  );
}
