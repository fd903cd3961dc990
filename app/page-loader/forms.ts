/**
 * Forms before the framework. `min` of date fields marked `data-min="today"` is the visitor's today
 * before they are painted; a form the browser posts itself is marked `data-submitted` and never
 * posted twice, by a second press or by the framework arriving mid-send.
 */
import { minAttribute, minToday, submittedAttribute } from "./attributes";

/** A day as a date field writes it: 2026-03-07. */
export function isoDay(day: Date): string {
  const pad = (number: number) => (number < 10 ? "0" : "") + number;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function startForms(): void {
  const doc = document;
  const today = isoDay(new Date());
  // Set before every frame while the page loads, so a field is never painted without it (the frame
  // after the last field was parsed still comes: it was asked for while the page was loading). A
  // MutationObserver did the same after every batch of nodes the parser added, hundreds of times on
  // the order page: about 7 ms of its load (14 ms on a 4× slower CPU). Frames are far fewer.
  const inputs = doc.getElementsByTagName("input"); // live: the browser keeps it up to date
  const beforeNextPaint = () => {
    for (const field of inputs) if (field.getAttribute(minAttribute) === minToday) field.min ||= today;
    if (doc.readyState === "loading") requestAnimationFrame(beforeNextPaint);
  };
  requestAnimationFrame(beforeNextPaint);

  // First on the way down: a form already on its way is not sent again, by the browser or by script.
  addEventListener(
    "submit",
    (event) => {
      if (!(event.target as Element).hasAttribute(submittedAttribute)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  // Last on the way up: nothing took the submission over, so the browser posts it.
  addEventListener("submit", (event) => {
    if (!event.defaultPrevented) (event.target as Element).setAttribute(submittedAttribute, "");
  });
  function release(): void {
    for (const form of doc.querySelectorAll(`form[${submittedAttribute}]`)) {
      form.removeAttribute(submittedAttribute);
    }
  }
  // The browser refused the post (a policy that does not name the form service): nothing was
  // sent, so the form must stay sendable.
  doc.addEventListener("securitypolicyviolation", (event) => {
    if (event.effectiveDirective === "form-action") release();
  });
  // Back to this page from the cache: the form can be sent again. (The Navigation API's
  // navigateerror is no sign that the post stopped: the framework's first replaceState raises it.)
  addEventListener("pageshow", (event) => {
    if (event.persisted) release();
  });
}
