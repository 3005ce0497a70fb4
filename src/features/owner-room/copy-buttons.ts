// 'Copy address' beside a new share link's address (docs/product.md#the-owners-room): the page
// renders the button hidden, since only a script can copy; without one the field is there to select.
export const COPIED_TEXT = "Copied";

export function enhanceCopyButtons(document: Document, clipboard: Pick<Clipboard, "writeText"> | undefined): void {
  if (!clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-from]")) {
    const field = document.getElementById(button.dataset.copyFrom ?? "");
    if (!(field instanceof HTMLInputElement)) continue;
    const label = button.textContent ?? "";
    // Announced politely where the button is, as its own text changes for a moment.
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    status.className = "visually-hidden";
    button.after(status);
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await clipboard.writeText(field.value);
        button.textContent = COPIED_TEXT;
        status.textContent = "The address is copied.";
      } catch {
        field.select();
        status.textContent = "Copying is not allowed here: the address is selected, copy it with your keyboard.";
      }
      setTimeout(() => {
        button.textContent = label;
      }, 2000);
    });
  }
}
