/** @jsxImportSource hono/jsx */
// One share link in the room's list (docs/product.md#share-links): its facts, what was
// read through it (when the reading statistics give it), and what the owner can do with it.
import type { LinkSummary } from "../../access/access-store.ts";
import { formatDepth, formatSeconds } from "../dashboard/dashboard-format.ts";
import { ROOM_PATH } from "../owner-session.ts";
import { type LinkRead, type ProtectedChoice, roomTimeText, STATUS_TEXT, scopeTextOf } from "./link-view.ts";

export const WITHDRAWN_NOT_RENEWED_TEXT = "A withdrawn link cannot be renewed: create a new one.";
/** Reads shown per link, newest first; the dashboard shows them all. */
const MAX_READS = 10;

export interface LinkCardProps {
  link: LinkSummary;
  choices: ProtectedChoice[];
  /** What was read through it (server/views/); undefined, nothing is shown. */
  reads?: LinkRead[];
  /** The refusal of this link's last expiry change, and the days as typed. */
  expiry?: { error: string; days: string };
}

export const linkPathOf = (id: string) => `${ROOM_PATH}/links/${id}`;

function Time({ date }: { date: Date | undefined }) {
  return date ? <time datetime={date.toISOString()}>{roomTimeText(date)}</time> : <>never</>;
}

function Reads({ reads }: { reads: LinkRead[] }) {
  if (reads.length === 0) return <p class="room-muted">Nothing read through it yet.</p>;
  return (
    <ul class="link-reads">
      {reads.slice(0, MAX_READS).map((read) => (
        <li key={`${read.path} ${read.at.toISOString()}`}>
          {read.depthPercent === undefined ? `Opened ${read.title}` : `Read ${formatDepth(read.depthPercent)} of ${read.title}`}
          {", "}
          <Time date={read.at} />
          {read.seconds !== undefined && <span class="room-muted">{` (${formatSeconds(read.seconds)} on the page)`}</span>}
        </li>
      ))}
      {reads.length > MAX_READS && <li class="room-muted">{`and ${reads.length - MAX_READS} more: see the dashboard`}</li>}
    </ul>
  );
}

function ExpiryForm({ link, expiry }: Pick<LinkCardProps, "link" | "expiry">) {
  const fieldId = `expiry-${link.id}`;
  const errorId = `${fieldId}-error`;
  return (
    <form class="link-expiry" method="post" action={`${linkPathOf(link.id)}/expiry`}>
      <div class="room-field">
        <label for={fieldId}>Days from now</label>
        <input
          id={fieldId}
          name="days"
          type="number"
          inputmode="numeric"
          min={1}
          max={365}
          required
          value={expiry?.days ?? "30"}
          aria-invalid={expiry ? "true" : undefined}
          aria-describedby={expiry ? errorId : undefined}
        />
        {expiry && (
          <p id={errorId} class="room-field-error">
            {expiry.error}
          </p>
        )}
      </div>
      <button class="button button--quiet" type="submit">
        {link.status === "expired" ? "Renew" : "Change expiry"}
        <span class="visually-hidden">{` of ${link.label}`}</span>
      </button>
    </form>
  );
}

export function LinkCard({ link, choices, reads, expiry }: LinkCardProps) {
  const headingId = `link-${link.id}`;
  return (
    <li class="room-card link-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{link.label}</h3>
      <dl class="link-facts">
        <dt>Status</dt>
        <dd class={`link-status link-status--${link.status}`}>{STATUS_TEXT[link.status]}</dd>
        <dt>Case studies</dt>
        <dd>{scopeTextOf(link.scope, choices)}</dd>
        <dt>Created</dt>
        <dd>
          <Time date={link.createdAt} />
        </dd>
        <dt>{link.status === "expired" ? "Expired" : "Expires"}</dt>
        <dd>
          <Time date={link.expiresAt} />
        </dd>
        {link.revokedAt && (
          <>
            <dt>Withdrawn</dt>
            <dd>
              <Time date={link.revokedAt} />
            </dd>
          </>
        )}
        <dt>Opens</dt>
        <dd>{String(link.opens)}</dd>
        <dt>Last opened</dt>
        <dd>
          <Time date={link.lastOpenedAt} />
        </dd>
      </dl>
      {reads && (
        <section class="link-read" aria-label={`What was read through ${link.label}`}>
          <h4>What was read</h4>
          <Reads reads={reads} />
        </section>
      )}
      {link.status === "withdrawn" ? (
        <p class="room-muted">{WITHDRAWN_NOT_RENEWED_TEXT}</p>
      ) : (
        <div class="room-actions link-actions">
          <ExpiryForm link={link} expiry={expiry} />
          <a class="button button--quiet" href={`${linkPathOf(link.id)}/withdraw`}>
            Withdraw
            <span class="visually-hidden">{` ${link.label}`}</span>
          </a>
        </div>
      )}
    </li>
  );
}
