import { fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { minTodayProps, submittedAttribute } from "./attributes";
import { isoDay, startForms } from "./forms";

beforeAll(() => {
  // As while a page loads: the loader sets the earliest day before each frame until then.
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
  startForms();
});
// The document is shared with the other files this worker runs: give it back as it was.
afterAll(() => {
  Reflect.deleteProperty(document, "readyState");
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A form the browser posts itself, unless `onSubmit` (the framework) takes the submission over. */
function renderForm(onSubmit?: (event: FormEvent) => void) {
  render(
    <form method="post" action="https://forms.example/send" aria-label="Order" onSubmit={onSubmit}>
      <label>
        Delivery date <input type="date" name="deliveryDate" {...minTodayProps} />
      </label>
      <button>Send</button>
    </form>,
  );
  return screen.getByRole("form", { name: "Order" });
}

/** A press on Send as the browser reports it: whether anything cancelled the submission. */
function send(form: HTMLElement): boolean {
  return fireEvent.submit(form);
}

describe("forms, as the page loader keeps them", () => {
  it("writes a day as a date field does", () => {
    expect(isoDay(new Date(2026, 2, 7))).toBe("2026-03-07");
    expect(isoDay(new Date(2026, 11, 25))).toBe("2026-12-25");
  });

  it("sets a date field's earliest day to the visitor's today before the next frame", async () => {
    renderForm();
    await nextFrame();
    expect(screen.getByLabelText("Delivery date")).toHaveAttribute("min", isoDay(new Date()));
  });

  it("sets it on a field added later too, as the parser adds a page element by element", async () => {
    const form = renderForm();
    const field = document.createElement("input");
    field.type = "date";
    for (const [name, value] of Object.entries(minTodayProps)) field.setAttribute(name, value);
    form.appendChild(field);
    await nextFrame();
    expect(field).toHaveAttribute("min", isoDay(new Date()));
  });

  it("never lets a form the browser is posting be sent again, by a press or by the framework", () => {
    const frameworkSees = vi.fn();
    const form = renderForm(frameworkSees);

    expect(send(form)).toBe(true);
    expect(form).toHaveAttribute(submittedAttribute);
    expect(frameworkSees).toHaveBeenCalledTimes(1);

    expect(send(form)).toBe(false);
    expect(frameworkSees).toHaveBeenCalledTimes(1);
  });

  it("leaves a form the framework sends itself unmarked", () => {
    const form = renderForm((event) => event.preventDefault());
    expect(send(form)).toBe(false);
    expect(form).not.toHaveAttribute(submittedAttribute);
  });

  it("makes the form sendable again when the browser refused the post, and only then", () => {
    const form = renderForm();
    send(form);
    const violation = (effectiveDirective: string) =>
      document.dispatchEvent(Object.assign(new Event("securitypolicyviolation"), { effectiveDirective }));

    violation("img-src");
    expect(form).toHaveAttribute(submittedAttribute);
    violation("form-action");
    expect(form).not.toHaveAttribute(submittedAttribute);
    expect(send(form)).toBe(true);
  });

  it("makes the form sendable again when the visitor comes back to the page from the cache", () => {
    const form = renderForm();
    send(form);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(form).toHaveAttribute(submittedAttribute);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(form).not.toHaveAttribute(submittedAttribute);
  });
});
