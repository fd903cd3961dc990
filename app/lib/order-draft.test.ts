import { beforeEach, expect, it } from "vitest";
import { applyDraft, clearDraft, loadDraft, readDraft, saveDraft } from "./order-draft";

function makeForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `<input name="fullName"><input name="_captcha" type="hidden" value="false">
    <input name="design" type="hidden" value="Adunni (https://example.ng/collection/adunni)">
    <select name="outfitType"><option></option><option>bridal</option></select>
    <input name="attachment" type="file"><textarea name="details"></textarea>
    <input type="radio" name="measurementChoice" value="studio"><input type="radio" name="measurementChoice" value="now">
    <input type="radio" name="measurementUnit" value="cm" checked><input type="radio" name="measurementUnit" value="in">`;
  return form;
}
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

beforeEach(() => localStorage.clear());

it("keeps the typed fields and chosen radios, never files, hidden fields or the design an order came from", () => {
  const form = makeForm();
  field(form, "fullName").value = "Adébísí 👰🏾";
  field(form, "outfitType").value = "bridal";
  field(form, "measurementChoice").value = "now";
  const typed = { fullName: "Adébísí 👰🏾", outfitType: "bridal", details: "" };
  expect(readDraft(form)).toEqual({ ...typed, measurementChoice: "now", measurementUnit: "cm" });
});

it("survives a reload, put back into an empty form over a radio group's default, never over the design", () => {
  saveDraft("order", { details: "Ivory lace", outfitType: "bridal", measurementUnit: "in", design: "Ayoka" });
  const form = makeForm();
  expect(applyDraft(form, loadDraft("order")!)).toBe(true);
  expect(loadDraft("inquiry"), "each form its own draft").toBeNull();
  const values = ["details", "outfitType", "measurementUnit", "design"].map(
    (name) => field(form, name).value,
  );
  expect(values).toEqual(["Ivory lace", "bridal", "in", "Adunni (https://example.ng/collection/adunni)"]);
  expect(applyDraft(makeForm(), { design: "Ayoka" })).toBe(false);
  clearDraft("order");
  expect(loadDraft("order")).toBeNull();
});
