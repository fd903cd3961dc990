import { beforeEach, describe, expect, it } from "vitest";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "./order-draft";

function makeForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `
    <input name="fullName" />
    <input name="_captcha" type="hidden" value="false" />
    <select name="outfitType"><option value=""></option><option value="bridal">Bridal</option></select>
    <input name="attachment" type="file" />
    <textarea name="details"></textarea>`;
  return form;
}

beforeEach(() => localStorage.clear());

describe("order draft", () => {
  it("keeps the typed fields but never files or the service's hidden fields", () => {
    const form = makeForm();
    (form.elements.namedItem("fullName") as HTMLInputElement).value = "Adébísí 👰🏾";
    (form.elements.namedItem("outfitType") as HTMLSelectElement).value = "bridal";
    expect(readDraft(form)).toEqual({ fullName: "Adébísí 👰🏾", outfitType: "bridal", details: "" });
  });

  it("never keeps the design an order came from: that comes from the page's address each time", () => {
    const form = makeForm();
    form.insertAdjacentHTML(
      "beforeend",
      '<input name="design" type="hidden" value="Adunni (https://example.ng/collection/adunni)" />',
    );
    expect(readDraft(form)).not.toHaveProperty("design");
    expect(applyDraft(form, { design: "Ayoka (https://example.ng/collection/ayoka)" })).toBe(false);
    expect((form.elements.namedItem("design") as HTMLInputElement).value).toBe(
      "Adunni (https://example.ng/collection/adunni)",
    );
  });

  it("survives a reload: saved, loaded and put back into an empty form", () => {
    saveDraft({ fullName: "Ngozi", outfitType: "bridal", details: "Ivory lace" });
    const form = makeForm();
    const draft = loadDraft();
    expect(draft).not.toBeNull();
    expect(applyDraft(form, draft!)).toBe(true);
    expect((form.elements.namedItem("details") as HTMLTextAreaElement).value).toBe("Ivory lace");
    expect((form.elements.namedItem("outfitType") as HTMLSelectElement).value).toBe("bridal");
  });

  it("is gone once cleared after a successful order", () => {
    saveDraft({ fullName: "Ngozi" });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
});
