import { DeferredPart, partCode } from "../../components/deferred-part.tsx";
import { OUTCOME_PARAM } from "./outcome-address.ts";
// With the page, not with the form's code: the prerendered form is styled before it runs.
import "./contact-form.css";

const formCode = partCode(() => import("./contact-form.tsx").then((module) => module.ContactForm));
const NO_PROPS = {};
const hasOutcome = () => new URLSearchParams(window.location.search).has(OUTCOME_PARAM);

/**
 * 'Send me a message', whose code loads when a visitor comes to the form
 * (docs/decisions/020-code-on-intent.md). Until then it is the prerendered form, which the browser
 * posts itself, as it does without JavaScript. A page that comes back from such a post, with its
 * outcome in the address, is at the form already: the code loads at once, and the outcome goes
 * idle after its time as it does after a post the form sent itself.
 */
export function ContactForm() {
  return <DeferredPart code={formCode} props={NO_PROPS} isWanted={hasOutcome} />;
}
