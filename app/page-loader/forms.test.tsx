import { fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { minTodayProps, submittedAttribute } from "./attributes";
import { isoDay, startForms } from "./forms";

beforeAll(() => {
  // As while a page loads: the loader sets the earliest day before each frame until then.
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
  startForms();
});
// The document is shared with the other files this worker runs: give it back as it was.
afterAll(() => Reflect.deleteProperty(document, "readyState"));

/** A form the browser posts itself, unless `onSubmit` (the framework) takes the submission over. */
function renderForm(onSubmit?: (event: FormEvent) => void) {
  render(
    <form method="post" action="https://forms.example/send" aria-label="Order" onSubmit={onSubmit}>
      <label>
        Delivery date <input type="date" name="deliveryDate" {...minTodayProps} />
      </label>
    </form>,
  );
  const form = screen.getByRole("form", { name: "Order" });
  // A press on Send as the browser reports it: true unless anything cancelled the submission.
  return { form, send: () => fireEvent.submit(form) };
}

it("sets a date field's earliest day to the visitor's today before the next frame, on fields added later too", async () => {
  const days = [isoDay(new Date(2026, 2, 7)), isoDay(new Date(2026, 11, 25))];
  expect(days).toEqual(["2026-03-07", "2026-12-25"]);
  const { form } = renderForm();
  const later = form.appendChild(Object.assign(document.createElement("input"), { type: "date" }));
  for (const [name, value] of Object.entries(minTodayProps)) later.setAttribute(name, value);
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  expect(screen.getByLabelText("Delivery date")).toHaveAttribute("min", isoDay(new Date()));
  expect(later).toHaveAttribute("min", isoDay(new Date()));
});

it("never lets a form the browser is posting be sent again, by a press or by the framework", () => {
  const frameworkSees = vi.fn();
  const { form, send } = renderForm(frameworkSees);
  expect(send()).toBe(true);
  expect(form).toHaveAttribute(submittedAttribute);
  expect(send()).toBe(false);
  expect(frameworkSees).toHaveBeenCalledTimes(1);
});

it("leaves a form the framework sends itself unmarked", () => {
  const { form, send } = renderForm((event) => event.preventDefault());
  expect(send()).toBe(false);
  expect(form).not.toHaveAttribute(submittedAttribute);
});

it("makes the form sendable again when the browser refused the post, or the visitor comes back from the cache", () => {
  const { form, send } = renderForm();
  const violation = (effectiveDirective: string) =>
    document.dispatchEvent(Object.assign(new Event("securitypolicyviolation"), { effectiveDirective }));
  const pageshow = (persisted: boolean) => dispatchEvent(new PageTransitionEvent("pageshow", { persisted }));
  send();
  violation("img-src");
  expect(form).toHaveAttribute(submittedAttribute);
  violation("form-action");
  expect(form).not.toHaveAttribute(submittedAttribute);
  send();
  pageshow(false);
  expect(form).toHaveAttribute(submittedAttribute);
  pageshow(true);
  expect(form).not.toHaveAttribute(submittedAttribute);
  expect(send()).toBe(true);
});
