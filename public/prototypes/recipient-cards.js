// Recipient cards prototype: plain DOM, no framework, no network requests.
"use strict";

const FORMS = [
  { id: "history", label: "Health history" },
  { id: "sdq-parent", label: "Strengths and difficulties (parent)" },
  { id: "sdq-teacher", label: "Strengths and difficulties (teacher)" },
  { id: "consent", label: "Consent form" },
];
// The forms ticked for each role when its card is created or its role changes.
const DEFAULT_FORMS = {
  Patient: ["history", "consent"],
  Parent: ["sdq-parent", "consent"],
  Carer: ["sdq-parent"],
  Teacher: ["sdq-teacher"],
};
const CHANNELS = { email: "Email", text: "Text message", post: "Post" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

const form = $("#booking");
const cards = $("#cards");
const template = $("#card-template");
const status = $("#status");
const summary = $("#summary");
const review = $("#review");
const done = $("#done");
let cardCount = 0;

const channelOf = (card) => $(".channels input:checked", card).value;

function addCard(role) {
  cardCount += 1;
  const id = `r${cardCount}`;
  const card = template.content.firstElementChild.cloneNode(true);
  for (const el of $$("[data-id]", card)) el.id = `${id}-${el.dataset.id}`;
  for (const label of $$("label[data-for]", card)) label.htmlFor = `${id}-${label.dataset.for}`;
  for (const radio of $$(".channels input", card)) radio.name = `${id}-channel`;
  $(".forms", card).id = `${id}-forms`;
  $(".card__role", card).id = `${id}-role-title`;
  card.setAttribute("aria-labelledby", `${id}-role-title`);
  for (const f of FORMS) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    label.className = "choice";
    box.type = "checkbox";
    box.value = f.id;
    label.append(box, ` ${f.label}`);
    $(".forms", card).append(label);
  }
  if (role === "Patient") {
    $(".role-field", card).remove();
    $(".remove", card).remove();
  }
  cards.append(card);
  setRole(card, role);
  updateSummary();
  return card;
}

function setRole(card, role) {
  card.dataset.role = role;
  $(".card__role", card).textContent = role;
  for (const box of $$(".forms input", card)) box.checked = DEFAULT_FORMS[role].includes(box.value);
  updateRemoveLabel(card);
}

function updateRemoveLabel(card) {
  const hidden = $(".remove .visually-hidden", card);
  const name = $("[data-id=name]", card).value.trim();
  if (hidden) hidden.textContent = ` ${card.dataset.role.toLowerCase()}${name ? `, ${name}` : ""}`;
}

function showChannel(card) {
  const channel = channelOf(card);
  for (const field of $$("[data-channel]", card)) {
    field.hidden = field.dataset.channel !== channel;
    if (field.hidden) setError(field, []);
  }
}

// Shows or clears one inline error: the message sits under the label and is tied to the controls.
function setError(container, controls, message) {
  let msg = $(":scope > .error", container);
  container.classList.toggle("has-error", Boolean(message));
  if (!message) {
    msg?.remove();
    for (const c of $$("input, select, textarea", container)) {
      c.removeAttribute("aria-invalid");
      c.removeAttribute("aria-describedby");
    }
    return;
  }
  if (!msg) {
    msg = document.createElement("p");
    msg.className = "error";
    msg.id = `${container.id || controls[0].id}-error`;
    $(":scope > label, :scope > legend", container).after(msg);
  }
  msg.innerHTML = '<span class="visually-hidden">Error: </span>';
  msg.append(message);
  for (const c of controls) {
    c.setAttribute("aria-invalid", "true");
    c.setAttribute("aria-describedby", msg.id);
  }
}

function contactProblem(channel, value) {
  if (channel === "email") {
    if (!value) return "Enter an email address";
    if (!EMAIL.test(value)) return "Enter an email address in the correct format, like name@example.com";
  }
  if (channel === "text") {
    const digits = value.replace(/[\s()+-]/g, "");
    if (!value) return "Enter a mobile number";
    if (!/^\d{10,13}$/.test(digits)) return "Enter a mobile number in the correct format, like 07700 900 481";
  }
  if (channel === "post" && !value) return "Enter a postal address";
  return "";
}

// Validates the whole form, one card or one details field; returns the controls with problems, in page order.
function validate(scope = form) {
  const problems = [];
  const check = (container, controls, message) => {
    setError(container, controls, message);
    if (message) problems.push(controls[0]);
  };
  for (const input of scope === form ? $$(".details [data-label]") : $$("[data-label]", scope)) {
    const message = input.tagName === "SELECT" ? "Choose a clinician" : `Enter a ${input.dataset.label.toLowerCase()}`;
    check(input.parentElement, [input], input.value ? "" : message);
  }
  for (const card of scope === form ? $$(".card", form) : [scope].filter((el) => el.matches(".card"))) {
    const name = $("[data-id=name]", card);
    check(name.parentElement, [name], name.value.trim() ? "" : `Enter the ${card.dataset.role.toLowerCase()}'s name`);
    const channel = channelOf(card);
    const contact = $(`[data-id=${channel}]`, card);
    check(contact.parentElement, [contact], contactProblem(channel, contact.value.trim()));
    const boxes = $$(".forms input", card);
    check($(".forms", card), boxes, boxes.some((b) => b.checked) ? "" : "Select at least one form to send");
  }
  return problems;
}

function updateStatus(count) {
  status.textContent = count
    ? `There ${count === 1 ? "is 1 problem" : `are ${count} problems`} to fix before sending.`
    : "";
}

function updateSummary() {
  const people = $$(".card", cards).length;
  const forms = $$(".forms input:checked", cards).length;
  summary.textContent = `${people} recipient${people === 1 ? "" : "s"} · ${forms} form${forms === 1 ? "" : "s"}`;
}

function switchView(show, focusTarget) {
  for (const view of [form, review, done]) view.hidden = view !== show;
  focusTarget.focus();
}

function showReview() {
  const options = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
  const date = new Date(`${$("#date").value}T00:00`).toLocaleDateString("en-GB", options);
  $("#review-appointment").textContent =
    `${$("#clinician").value} · ${date} at ${$("#time").value} · ${$("#location").value}`;
  const list = $("#review-list");
  list.replaceChildren();
  for (const card of $$(".card", cards)) {
    const channel = channelOf(card);
    const item = document.createElement("li");
    const title = document.createElement("h3");
    const role = document.createElement("span");
    const how = document.createElement("p");
    const forms = document.createElement("ul");
    role.className = "pill";
    role.textContent = card.dataset.role;
    title.append(`${$("[data-id=name]", card).value.trim()} `, role);
    const contact = $(`[data-id=${channel}]`, card).value.trim().split(/\s*\n\s*/).join(", ");
    how.textContent = `${CHANNELS[channel]}: ${contact}`;
    for (const box of $$(".forms input:checked", card)) {
      const li = document.createElement("li");
      li.textContent = box.parentElement.textContent.trim();
      forms.append(li);
    }
    item.append(title, how, forms);
    list.append(item);
  }
  switchView(review, $("#review-title"));
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const problems = validate();
  updateStatus(problems.length);
  if (problems.length) problems[0].focus();
  else showReview();
});

form.addEventListener("change", (event) => {
  const card = event.target.closest(".card");
  if (card && event.target.matches("[data-id=role]")) setRole(card, event.target.value);
  if (card && event.target.type === "radio") showChannel(card);
  updateSummary();
});

// After a failed attempt, fixing a field clears its error straight away.
form.addEventListener("input", (event) => {
  const card = event.target.closest(".card");
  if (card) updateRemoveLabel(card);
  if (!event.target.closest(".has-error")) return;
  validate(card || event.target.parentElement);
  updateStatus($$(".has-error", form).length);
});

cards.addEventListener("click", (event) => {
  const button = event.target.closest(".remove");
  if (!button) return;
  const card = button.closest(".card");
  const role = card.dataset.role;
  card.remove();
  updateSummary();
  updateStatus($$(".has-error", form).length);
  if (!status.textContent) status.textContent = `${role} removed.`;
  $("#add").focus();
});

$("#add").addEventListener("click", () => {
  $("[data-id=role]", addCard("Parent")).focus();
});

$("#back").addEventListener("click", () => switchView(form, $("#booking [type=submit]")));

$("#send").addEventListener("click", () => {
  const count = $$(".card", cards).length;
  $("#done-text").textContent = `Forms sent to ${count} recipient${count === 1 ? "" : "s"}`;
  switchView(done, $("#done-title"));
});

$("#restart").addEventListener("click", () => {
  form.reset();
  cards.replaceChildren();
  updateStatus(0);
  addCard("Patient");
  switchView(form, $("#booking [data-id=name]"));
});

addCard("Patient");
