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

  it("keeps a radio group's choice, and puts it back over the group's default", () => {
    const form = makeForm();
    form.insertAdjacentHTML(
      "beforeend",
      `<input type="radio" name="measurementChoice" value="studio" />
       <input type="radio" name="measurementChoice" value="now" />
       <input type="radio" name="measurementUnit" value="cm" checked />
       <input type="radio" name="measurementUnit" value="in" />`,
    );
    expect(readDraft(form)).toEqual({ fullName: "", outfitType: "", details: "", measurementUnit: "cm" });
    (form.querySelector('[name="measurementChoice"][value="now"]') as HTMLInputElement).checked = true;
    (form.querySelector('[name="measurementUnit"][value="in"]') as HTMLInputElement).checked = true;
    const draft = readDraft(form);
    expect(draft).toMatchObject({ measurementChoice: "now", measurementUnit: "in" });

    const fresh = makeForm();
    fresh.insertAdjacentHTML("beforeend", form.innerHTML);
    (fresh.querySelector('[name="measurementUnit"][value="cm"]') as HTMLInputElement).checked = true;
    expect(applyDraft(fresh, draft)).toBe(true);
    expect((fresh.elements.namedItem("measurementChoice") as RadioNodeList).value).toBe("now");
    expect((fresh.elements.namedItem("measurementUnit") as RadioNodeList).value).toBe("in");
  });

  it("is gone once cleared after a successful order", () => {
    saveDraft({ fullName: "Ngozi" });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
});
