// Before React hydrates: date fields get the visitor's today as `min` before they are painted, and
// a form is never posted twice (by a second submit, or by React taking over mid-send).
import { minAttribute, minToday, submittedAttribute } from "./attributes";

export function isoDay(day: Date): string {
  const pad = (number: number) => (number < 10 ? "0" : "") + number;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function startForms(): void {
  const doc = document;
  const today = isoDay(new Date());
  // Once per frame while the page loads, so no field is painted without it. A MutationObserver ran
  // hundreds of times on the order page, about 7 ms of its load (14 ms on a 4× slower CPU).
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
  // The CSP refused the post: nothing was sent, so the form must stay sendable.
  doc.addEventListener("securitypolicyviolation", (event) => {
    if (event.effectiveDirective === "form-action") release();
  });
  // Back from the back/forward cache. (The Navigation API's navigateerror is no sign the post
  // stopped: React Router's first replaceState raises it.)
  addEventListener("pageshow", (event) => {
    if (event.persisted) release();
  });
}
