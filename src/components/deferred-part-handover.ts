// What a visitor does in a deferred part's kept markup before its code has arrived, and how the
// running part takes it over (src/components/deferred-part.tsx, docs/decisions/020-code-on-intent.md).

// What counts as coming to the part: a pointer over it or pressed on it, or the focus in it (and a
// click, watched on its own below).
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;
const FOCUSABLE = "button, a[href], input, select, textarea, [tabindex]";
const FIELD = "input, select, textarea";
const CONTROL = "button, a[href]";

/**
 * What a visitor did in the kept markup, for the part to do again: read when the part takes over,
 * so what happens between the code's arrival and the swap is not lost.
 */
export interface Handover {
  /** The kept markup, out of the page by then, with what was typed in it. */
  kept: HTMLElement;
  /** The kept element that had the focus last, unless the focus has left the part since. */
  focused: Element | null;
  /** The kept buttons and links clicked, in order. */
  clicked: Element[];
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The live element at the place of `keptElement` among those `selector` finds. */
function counterpart(live: HTMLElement, kept: HTMLElement, selector: string, keptElement: Element) {
  return live.querySelectorAll<HTMLElement>(selector)[[...kept.querySelectorAll(selector)].indexOf(keptElement)];
}

/** What was typed, then the focus; setting a field's value leaves its caret at the end, where typing left it. */
export function restoreTypingAndFocus(live: HTMLElement, { kept, focused }: Handover) {
  const keptFields = kept.querySelectorAll<Field>(FIELD);
  live.querySelectorAll<Field>(FIELD).forEach((field, index) => {
    field.value = keptFields[index]?.value ?? field.value;
  });
  // The kept element with the focus left the page with it, which leaves the focus on the body.
  const active = document.activeElement;
  if (focused && (!active || active === document.body)) counterpart(live, kept, FOCUSABLE, focused)?.focus();
}

/** Clicks the running part's counterpart of a kept control the visitor clicked. */
export function clickAgain(live: HTMLElement, kept: HTMLElement, keptControl: Element) {
  const control = counterpart(live, kept, CONTROL, keptControl);
  if (control) clickControl(control);
}

/**
 * A control's click, for the part's handlers. A link has been followed already (a new tab, or a
 * download): its click comes again with the browser's own action cancelled, before React sees it.
 */
function clickControl(control: HTMLElement) {
  if (!(control instanceof HTMLAnchorElement)) return control.click();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, view: window });
  const cancel = (event: Event) => {
    if (event === click) event.preventDefault();
  };
  window.addEventListener("click", cancel, true);
  control.dispatchEvent(click);
  window.removeEventListener("click", cancel, true);
}

/**
 * Watches the kept markup until the visitor comes to it, loads the code, and hands over when it is
 * here and no pointer is pressed (a part swapped between press and release would lose the click).
 * It keeps noting the focus and the clicks until the part has taken over, since the kept markup has
 * no handlers.
 */
export function watchForIntent(
  box: HTMLElement,
  load: () => Promise<unknown>,
  handOver: (handover: Handover) => void,
  isWanted: () => boolean,
) {
  const handover: Handover = { kept: box, focused: null, clicked: [] };
  let isLoaded = false;
  let isPressed = false;
  let isHandedOver = false;
  const handOverIfReady = () => {
    if (isHandedOver || !isLoaded || isPressed) return;
    isHandedOver = true;
    handOver(handover);
  };
  const onIntent = (event: Event) => {
    if (event.type === "pointerdown") isPressed = true;
    if (event.type === "focusin") handover.focused = event.target as Element;
    load().then(
      () => {
        isLoaded = true;
        handOverIfReady();
      },
      () => {},
    );
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !box.contains(event.relatedTarget)) handover.focused = null;
  };
  // After the click that follows the release, which is dispatched in the same task.
  const onRelease = () =>
    window.setTimeout(() => {
      isPressed = false;
      handOverIfReady();
    });
  // A click is an intent too: Enter on a control focused before the page ran makes one, and no other
  // event. A form's submit button is not clicked again: the browser is posting the form already, as
  // it does without JavaScript, and a second click would send it twice.
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    const isSubmit = control instanceof HTMLButtonElement && control.type === "submit" && control.form !== null;
    if (control && box.contains(control) && !isSubmit) handover.clicked.push(control);
    onIntent(event);
  };
  // A visitor who moved the focus into the part before the page ran has come to it already.
  const focusedBefore = document.activeElement;
  if (focusedBefore && box.contains(focusedBefore)) {
    handover.focused = focusedBefore;
    onIntent(new Event("focused"));
  } else if (isWanted()) onIntent(new Event("wanted"));
  // All in the capture phase: before React's own listeners, whatever they do with the event.
  const listeners: [EventTarget, string, (event: never) => void][] = [
    ...INTENT_EVENTS.map((type): [EventTarget, string, typeof onIntent] => [box, type, onIntent]),
    [box, "focusout", onFocusOut],
    [box, "click", onClick],
    [window, "pointerup", onRelease],
    [window, "pointercancel", onRelease],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, true);
  return () => {
    isHandedOver = true;
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener, true);
  };
}
