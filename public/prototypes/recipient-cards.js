// Recipient cards prototype: plain DOM, no framework, no network requests, no storage.
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

// The appointment is booked from Leo's record, so the record already knows him and the people around him.
const PATIENT = { role: "Patient", name: "Leo Hughes", relation: "Age 14", channel: "text", contact: "07700 900 481" };
const SUGGESTIONS = [
  { id: "maya", role: "Parent", name: "Maya Hughes", relation: "Mother", channel: "email", contact: "maya.hughes@example.com" },
  {
    id: "daniel",
    role: "Teacher",
    name: "Daniel Reed",
    relation: "Class teacher, Oakfield School",
    short: "Class teacher",
    channel: "email",
    contact: "d.reed@oakfield.example",
  },
  { id: "ruth", role: "Carer", name: "Ruth Hughes", relation: "Grandmother", channel: "post", contact: "14 Mill Lane\nOakfield\nOK4 7RT" },
];

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

const form = $("#booking");
const details = $(".details");
const cards = $("#cards");
const addButton = $("#add");
const template = $("#card-template");
const status = $("#status");
const review = $("#review");
const done = $("#done");
let cardCount = 0;

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const allCards = () => $$(".card", cards);
const channelOf = (card) => $(".channels input:checked", card).value;
const contactOf = (card) => $(`[data-id=${channelOf(card)}]`, card).value.trim().split(/\s*\n\s*/).join(", ");
const formsOf = (card) => $$(".forms input:checked", card).map((box) => box.parentElement.textContent.trim());
const nameOf = (card) => (card.dataset.role === "Patient" ? PATIENT.name : $("[data-id=name]", card).value.trim());
// The relationship from the record only holds while the card keeps the role it was suggested with.
const relationOf = (card) => (card.dataset.relationRole === card.dataset.role ? card.dataset.relation : "");

function initials(name) {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : "";
  return `${first}${last}`.toUpperCase();
}

function makeAvatar(name, role, className = "avatar") {
  const avatar = document.createElement("span");
  avatar.className = className;
  avatar.dataset.role = role;
  avatar.setAttribute("aria-hidden", "true");
  avatar.textContent = initials(name);
  return avatar;
}

function addCard(person) {
  cardCount += 1;
  const id = `r${cardCount}`;
  const card = template.content.firstElementChild.cloneNode(true);
  for (const el of $$("[data-id]", card)) el.id = `${id}-${el.dataset.id}`;
  for (const label of $$("label[data-for]", card)) label.htmlFor = `${id}-${label.dataset.for}`;
  for (const radio of $$(".channels input", card)) {
    radio.name = `${id}-channel`;
    radio.checked = radio.value === (person.channel ?? "email");
  }
  $(".forms", card).id = `${id}-forms`;
  $(".card__name", card).id = `${id}-title`;
  card.setAttribute("aria-labelledby", `${id}-title`);
  for (const f of FORMS) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    label.className = "choice";
    box.type = "checkbox";
    box.value = f.id;
    label.append(box, ` ${f.label}`);
    $(".forms", card).append(label);
  }
  if (person.role === "Patient") {
    for (const el of $$(".role-field, .name-field, .remove", card)) el.remove();
  } else {
    $("[data-id=role]", card).value = person.role;
    $("[data-id=name]", card).value = person.name ?? "";
  }
  if (person.contact) $(`[data-id=${person.channel}]`, card).value = person.contact;
  if (person.relation) {
    card.dataset.relation = person.relation;
    card.dataset.relationRole = person.role;
  }
  if (person.id) card.dataset.suggestion = person.id;
  if (cardCount > 1) card.classList.add("card--new");
  cards.insertBefore(card, addButton);
  setRole(card, person.role);
  showChannel(card);
  updateSummary();
  updateSuggestions();
  return card;
}

function setRole(card, role) {
  card.dataset.role = role;
  for (const box of $$(".forms input", card)) box.checked = DEFAULT_FORMS[role].includes(box.value);
  updateIdentity(card);
}

// The card's heading, avatar, pill and Remove button follow the name as it is typed.
function updateIdentity(card) {
  const name = nameOf(card);
  const role = card.dataset.role;
  const relation = relationOf(card);
  const avatar = $(".avatar", card);
  avatar.dataset.role = role;
  avatar.textContent = initials(name);
  $(".card__name", card).textContent = name || `New ${role.toLowerCase()}`;
  $(".pill", card).textContent = role;
  $(".card__relation", card).textContent = relation;
  $(".card__relation", card).hidden = !relation;
  const hidden = $(".remove .visually-hidden", card);
  if (hidden) hidden.textContent = ` ${name || role.toLowerCase()}`;
}

function showChannel(card) {
  const channel = channelOf(card);
  for (const field of $$("[data-channel]", card)) {
    field.hidden = field.dataset.channel !== channel;
    if (field.hidden) setError(field, "");
  }
}

function updateSuggestions() {
  const added = new Set(allCards().map((card) => card.dataset.suggestion));
  for (const chip of $$("#suggestions li")) chip.hidden = added.has(chip.dataset.suggestion);
  $("#suggestions-empty").hidden = $$("#suggestions li:not([hidden])").length > 0;
}

function renderSuggestions() {
  for (const person of SUGGESTIONS) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    const text = document.createElement("span");
    const name = document.createElement("span");
    const relation = document.createElement("span");
    const plus = document.createElement("span");
    const lead = document.createElement("span");
    item.dataset.suggestion = person.id;
    button.type = "button";
    button.className = "chip";
    lead.className = "visually-hidden";
    lead.textContent = "Add ";
    name.className = "chip__name";
    name.textContent = person.name;
    relation.className = "chip__relation";
    relation.textContent = person.short ?? person.relation;
    const comma = document.createElement("span");
    comma.className = "visually-hidden";
    comma.textContent = ", ";
    text.className = "chip__text";
    text.append(lead, name, comma, relation);
    plus.className = "chip__plus";
    plus.setAttribute("aria-hidden", "true");
    plus.textContent = "+";
    button.append(makeAvatar(person.name, person.role), text, plus);
    button.addEventListener("click", () => {
      const card = addCard(person);
      clearNote();
      $(".card__name", card).focus();
    });
    item.append(button);
    $("#suggestions").append(item);
  }
}

// Shows or clears one inline error: the message sits under the label and is tied to the controls.
function setError(container, message) {
  const controls = $$("input, select, textarea", container);
  let msg = $(":scope > .error", container);
  container.classList.toggle("has-error", Boolean(message));
  if (!message) {
    msg?.remove();
    for (const c of controls) {
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
  const prefix = document.createElement("span");
  prefix.className = "visually-hidden";
  prefix.textContent = "Error: ";
  msg.replaceChildren(prefix, message);
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

// The problem with one checked part of the form (marked data-check), or "" when it is fine.
function problemIn(container) {
  const card = container.closest(".card");
  if (container.matches(".forms")) {
    return $$("input", container).some((box) => box.checked) ? "" : "Select at least one form to send";
  }
  const control = $("input, select, textarea", container);
  if (!card) return control.value ? "" : control.dataset.error;
  if (container.dataset.channel) return contactProblem(container.dataset.channel, control.value.trim());
  return control.value.trim() ? "" : `Enter the ${card.dataset.role.toLowerCase()}'s name`;
}

function check(container) {
  const message = problemIn(container);
  setError(container, message);
  return message;
}

// Checks every visible part of the form; returns the first control of each problem, in page order.
function validate() {
  return $$("[data-check]:not([hidden])", form)
    .filter((container) => check(container))
    .map((container) => $("input, select, textarea", container));
}

function updateStatus() {
  const count = $$(".has-error", form).length;
  status.classList.toggle("footer__status--error", count > 0);
  status.textContent = count
    ? `There ${count === 1 ? "is 1 problem" : `are ${count} problems`} to fix before sending.`
    : "";
}

function clearNote() {
  if (!status.classList.contains("footer__status--error")) status.textContent = "";
}

function updateSummary() {
  const people = allCards();
  const forms = $$(".forms input:checked", cards).length;
  const recipients = document.createElement("span");
  const comma = document.createElement("span");
  const formCount = document.createElement("span");
  recipients.textContent = plural(people.length, "recipient");
  comma.className = "visually-hidden";
  comma.textContent = ", ";
  formCount.className = "footer__forms";
  formCount.textContent = plural(forms, "form");
  $("#summary").replaceChildren(recipients, comma, formCount);
  $("#stack").replaceChildren(...people.map((card) => makeAvatar(nameOf(card), card.dataset.role)));
}

function switchView(show, focusTarget) {
  for (const view of [form, review, done]) view.hidden = view !== show;
  window.scrollTo(0, 0);
  focusTarget.focus();
}

function appointmentFacts() {
  const options = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
  const date = new Date(`${$("#date").value}T00:00`).toLocaleDateString("en-GB", options);
  return [
    ["Patient", `${PATIENT.name} (NHS 943 476 5919)`],
    ["Clinician", $("#clinician").value],
    ["Type", $("#type").value],
    ["When", `${date} at ${$("#time").value}`],
    ["Where", $("#location").value],
  ];
}

function personItem(card) {
  const item = document.createElement("li");
  const body = document.createElement("div");
  const title = document.createElement("p");
  const name = document.createElement("strong");
  const pill = document.createElement("span");
  const how = document.createElement("p");
  const forms = document.createElement("p");
  const channel = channelOf(card);
  const relation = relationOf(card);
  item.className = "person";
  title.className = "person__title";
  name.textContent = nameOf(card);
  pill.className = "pill";
  pill.dataset.role = card.dataset.role;
  pill.textContent = card.dataset.role;
  title.append(name, " ", pill);
  if (relation) title.append(` ${relation}`);
  how.textContent = `${CHANNELS[channel]}: ${contactOf(card)}`;
  forms.className = "person__forms";
  forms.textContent = `Forms: ${formsOf(card).join(", ")}`;
  body.append(title, how, forms);
  item.append(makeAvatar(nameOf(card), card.dataset.role), body);
  return item;
}

function showReview() {
  const facts = $("#review-appointment");
  facts.replaceChildren();
  for (const [term, value] of appointmentFacts()) {
    const dt = document.createElement("dt");
    const dd = document.createElement("dd");
    dt.textContent = term;
    dd.textContent = value;
    facts.append(dt, dd);
  }
  const people = allCards();
  const forms = people.reduce((sum, card) => sum + formsOf(card).length, 0);
  $("#review-people-title").textContent = `${plural(people.length, "recipient")}, ${plural(forms, "form")}`;
  $("#review-list").replaceChildren(...people.map(personItem));
  switchView(review, $("#review-title"));
}

function showDone() {
  const people = allCards();
  const [, , , when] = appointmentFacts();
  $("#done-title").textContent = `Forms sent to ${plural(people.length, "recipient")}`;
  $("#done-appointment").textContent = `${PATIENT.name}'s appointment with ${$("#clinician").value} is booked for ${when[1]}.`;
  $("#done-list").replaceChildren(
    ...people.map((card) => {
      const item = document.createElement("li");
      const text = document.createElement("span");
      const name = document.createElement("strong");
      name.textContent = nameOf(card);
      text.append(name, ` · ${CHANNELS[channelOf(card)].toLowerCase()}, ${plural(formsOf(card).length, "form")}`);
      item.append(makeAvatar(nameOf(card), card.dataset.role), text);
      return item;
    }),
  );
  switchView(done, $("#done-title"));
}

// The short version of the appointment details that phones show until "Change" is pressed.
function updateDetailsSummary() {
  const date = $("#date").value;
  const options = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
  const day = date ? new Date(`${date}T00:00`).toLocaleDateString("en-GB", options) : "No date";
  const lines = [
    `${day} at ${$("#time").value || "no time"}`,
    [$("#clinician").value || "No clinician", $("#type").selectedOptions[0]?.textContent].filter(Boolean).join(" · "),
    $("#location").value,
  ].map((text, index) => {
    const line = document.createElement(index === 0 ? "strong" : "span");
    line.textContent = text;
    return line;
  });
  $("#details-summary").replaceChildren(...lines);
}

function openDetails() {
  details.classList.add("details--open");
}

function start() {
  form.reset();
  details.classList.remove("details--open");
  updateDetailsSummary();
  for (const card of allCards()) card.remove();
  for (const container of $$(".has-error", form)) setError(container, "");
  cardCount = 0;
  updateStatus();
  addCard(PATIENT);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const problems = validate();
  updateStatus();
  if (problems[0]?.closest(".details")) openDetails();
  if (problems.length) problems[0].focus();
  else showReview();
});

// Fixing a field clears its error straight away; errors are only added when sending is tried.
function recheck(event) {
  const scope = event.target.closest(".card") ?? event.target.closest("[data-check]") ?? form;
  for (const container of [scope, ...$$(".has-error", scope)]) {
    if (container.classList.contains("has-error")) check(container);
  }
  if (status.classList.contains("footer__status--error")) updateStatus();
}

form.addEventListener("change", (event) => {
  const card = event.target.closest(".card");
  if (card && event.target.matches("[data-id=role]")) setRole(card, event.target.value);
  if (card && event.target.type === "radio") showChannel(card);
  if (!card) updateDetailsSummary();
  updateSummary();
  recheck(event);
});

form.addEventListener("input", (event) => {
  const card = event.target.closest(".card");
  if (card && event.target.matches("[data-id=name]")) {
    updateIdentity(card);
    updateSummary();
  }
  recheck(event);
});

cards.addEventListener("click", (event) => {
  const button = event.target.closest(".remove");
  if (!button) return;
  const card = button.closest(".card");
  const next = card.nextElementSibling;
  const who = nameOf(card) || `New ${card.dataset.role.toLowerCase()}`;
  card.remove();
  updateSummary();
  updateSuggestions();
  updateStatus();
  if (!status.textContent) status.textContent = `${who} removed.`;
  (next?.matches(".card") ? $(".card__name", next) : addButton).focus();
});

addButton.addEventListener("click", () => {
  clearNote();
  $("[data-id=role]", addCard({ role: "Parent" })).focus();
});

$("#details-change").addEventListener("click", () => {
  openDetails();
  $("#clinician").focus();
});
$("#back").addEventListener("click", () => switchView(form, $("#booking [type=submit]")));
$("#send").addEventListener("click", showDone);
$("#restart").addEventListener("click", () => {
  start();
  switchView(form, $("#page-title"));
});

renderSuggestions();
start();
