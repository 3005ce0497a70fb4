/** @jsxImportSource hono/jsx */
// The room's form for a new share link (docs/product.md#share-links): a plain form that
// works without JavaScript; each refusal is shown by its field, which names it.
import { LABEL_MAX_CHARACTERS } from "../../access/access-store.ts";
import { ROOM_PATH } from "../owner-session.ts";
import type { CreateLinkForm, FieldErrors } from "./link-form.ts";
import type { ProtectedChoice } from "./link-view.ts";

export const CREATE_HEADING = "Create a link";
export const ONLY_HINT = "Tick none to open every protected case study, also ones protected later.";
export const NONE_PROTECTED_TEXT = "No case study is protected now: a link opens every one protected later.";

/** The error's element, and the attributes that tie its field to it. */
function errorOf(errors: FieldErrors, field: keyof FieldErrors) {
  const id = `link-${field}-error`;
  const error = errors[field];
  return {
    message: error && (
      <p id={id} class="room-field-error">
        {error}
      </p>
    ),
    attributes: error ? { "aria-invalid": "true", "aria-describedby": id } : {},
  };
}

export function CreateLinkFormView({
  form,
  errors,
  choices,
}: {
  form: CreateLinkForm;
  errors: FieldErrors;
  choices: ProtectedChoice[];
}) {
  const [label, days, only] = [errorOf(errors, "label"), errorOf(errors, "days"), errorOf(errors, "only")];
  return (
    <form class="room-form link-create" method="post" action={`${ROOM_PATH}/links`}>
      <div class="room-field">
        <label for="link-label">Label</label>
        <p id="link-label-hint" class="room-hint">
          {`Who it is for, as you will recognise it: up to ${LABEL_MAX_CHARACTERS} characters.`}
        </p>
        <input
          id="link-label"
          name="label"
          type="text"
          required
          autocomplete="off"
          value={form.label}
          {...label.attributes}
          aria-describedby={["link-label-hint", label.attributes["aria-describedby"]].filter(Boolean).join(" ")}
        />
        {label.message}
      </div>
      <div class="room-field">
        <label for="link-days">Days</label>
        <p id="link-days-hint" class="room-hint">
          How long it opens from now: 1 to 365 days.
        </p>
        <input
          id="link-days"
          name="days"
          type="number"
          inputmode="numeric"
          min={1}
          max={365}
          required
          value={form.days}
          {...days.attributes}
          aria-describedby={["link-days-hint", days.attributes["aria-describedby"]].filter(Boolean).join(" ")}
        />
        {days.message}
      </div>
      {choices.length === 0 ? (
        <p class="room-muted">{NONE_PROTECTED_TEXT}</p>
      ) : (
        // No aria-invalid on a group: the error is read with the legend, through the description.
        <fieldset
          class="room-field link-only"
          aria-describedby={["link-only-hint", only.attributes["aria-describedby"]].filter(Boolean).join(" ")}
        >
          <legend>Case studies it opens</legend>
          <p id="link-only-hint" class="room-hint">
            {ONLY_HINT}
          </p>
          {choices.map((choice) => (
            <label key={choice.slug} class="link-choice">
              <input type="checkbox" name="only" value={choice.slug} checked={form.only.includes(choice.slug)} />
              {choice.title}
            </label>
          ))}
          {only.message}
        </fieldset>
      )}
      <div>
        <button class="button" type="submit">
          Create link
        </button>
      </div>
    </form>
  );
}
