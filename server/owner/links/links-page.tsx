/** @jsxImportSource hono/jsx */
// The room's share links page (docs/product.md#share-links): the form for a new link,
// every link with what it opens and how it was used, and the password-failure budgets.
import type { Context } from "hono";
import type { LinkSummary } from "../../access/access-store.ts";
import type { BudgetState } from "../../access/failure-budget.ts";
import { OVER_BUDGET_WAIT_MS, SITE_BUDGET } from "../../access/guess-limit.ts";
import { ROOM_PATH } from "../owner-session.ts";
import { sendRoomPage } from "../room-page.tsx";
import { CREATE_HEADING, CreateLinkFormView } from "./create-link-form.tsx";
import { LinkCard } from "./link-card.tsx";
import type { CreateLinkForm, FieldErrors } from "./link-form.ts";
import { type LinkRead, type ProtectedChoice, roomTimeText } from "./link-view.ts";

export const LINKS_TITLE = "Share links";
export const NO_LINKS_TEXT = "No share links yet.";
export const NOT_MADE_TEXT = "The link was not made: see what to change below.";

export interface LinksView {
  links: LinkSummary[];
  choices: ProtectedChoice[];
  /** Each link's reads (server/views/), when the reading statistics are plugged in. */
  reads?: ReadonlyMap<string, LinkRead[]>;
  budgets: { privateWork: BudgetState; signIn?: BudgetState };
  /** What the last action did: one of the fixed sentences, never text from the request. */
  note?: string;
  alert?: string;
  form: CreateLinkForm;
  errors: FieldErrors;
  expiry?: { id: string; error: string; days: string };
}

function BudgetRow({ name, budget }: { name: string; budget: BudgetState }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td class="room-number">{String(budget.failures)}</td>
      <td>{budget.isSpent ? `Yes: each try waits ${OVER_BUDGET_WAIT_MS / 1000} seconds` : "No"}</td>
      <td>
        {budget.lastSpentAt ? (
          <time datetime={budget.lastSpentAt.toISOString()}>{roomTimeText(budget.lastSpentAt)}</time>
        ) : (
          "Never"
        )}
      </td>
    </tr>
  );
}

function Budgets({ budgets }: Pick<LinksView, "budgets">) {
  return (
    <section class="link-section" aria-labelledby="budget-heading">
      <h2 id="budget-heading">Failed password tries</h2>
      <p class="room-muted">
        {`Past ${SITE_BUDGET.failures} failed tries in an hour across the site, every try waits its turn, wherever it comes from.`}
      </p>
      <div class="room-table-wrap">
        <table class="room-table">
          <thead>
            <tr>
              <th scope="col">Password</th>
              <th scope="col" class="room-number">
                Failed in the last hour
              </th>
              <th scope="col">Budget spent now</th>
              <th scope="col">Last spent</th>
            </tr>
          </thead>
          <tbody>
            <BudgetRow name="Private work" budget={budgets.privateWork} />
            {budgets.signIn && <BudgetRow name="Owner's room" budget={budgets.signIn} />}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function sendLinksPage(c: Context, view: LinksView, status: 200 | 400 = 200) {
  const hasLive = view.links.some((link) => link.status === "live");
  const body = (
    <>
      {view.note && (
        <p class="room-note" role="status">
          {view.note}
        </p>
      )}
      {view.alert && (
        <p class="room-alert" role="alert">
          {view.alert}
        </p>
      )}
      <section class="link-section" aria-labelledby="create-heading">
        <h2 id="create-heading">{CREATE_HEADING}</h2>
        <CreateLinkFormView form={view.form} errors={view.errors} choices={view.choices} />
      </section>
      <section class="link-section" aria-labelledby="links-heading">
        <h2 id="links-heading">Links</h2>
        {view.links.length === 0 ? (
          <p class="room-muted">{NO_LINKS_TEXT}</p>
        ) : (
          <ul class="room-cards">
            {view.links.map((link) => (
              <LinkCard
                key={link.id}
                link={link}
                choices={view.choices}
                reads={view.reads && (view.reads.get(link.id) ?? [])}
                expiry={view.expiry?.id === link.id ? view.expiry : undefined}
              />
            ))}
          </ul>
        )}
        {hasLive && (
          <p class="link-withdraw-all">
            <a class="button button--quiet" href={`${ROOM_PATH}/links/withdraw-all`}>
              Withdraw all live links
            </a>
          </p>
        )}
      </section>
      <Budgets budgets={view.budgets} />
    </>
  );
  return sendRoomPage(c, { title: LINKS_TITLE, section: "links", body }, status);
}
