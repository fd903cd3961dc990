import { beforeEach, expect, it } from "vitest";
import { measurementCopy } from "~/content/measurement-copy";
import { measurementDefinitions, measurementLists, orderMeasurements } from "~/content/measurements";
import {
  checkMeasurement,
  fillMeasurements,
  forgetSavedMeasurements,
  keepMeasurements,
  loadSavedMeasurements,
  measurementLine,
  parseMeasurement,
  prepareMeasurements,
  saveMeasurementsIfChosen,
  savedDate,
} from "./measurements";

type Unit = "cm" | "in";
const { choices } = measurementCopy;

const cases = (unit: Unit, read: number | string, ...texts: string[]) =>
  texts.map((text) => [text, unit, read] as const);
const { messages, examples } = measurementCopy;
const check = (text: string, unit: Unit, id: string) =>
  checkMeasurement(text, unit, measurementDefinitions[id]!, messages, examples);

it.each([
  ...cases("cm", 86.5, "86.5", "86,5"),
  ...cases("cm", 86, "86cm", " 86 "),
  ...cases("in", 0.5, ".5"),
  ...cases("in", 34.5, "34 1/2", "34-1/2", "34½", "34 ½"),
  ...cases("in", 28.75, "28 3/4"),
  ...cases("in", 0.75, "¾"),
  ...cases("in", 34, "34 in", '34"'),
  ...cases("in", 66, "5'6", "5'6\"", "5 ft 6 in"),
  ...cases("in", 72, "6ft"),
  ...cases("in", "unreadable", "5'13"),
  ...cases("cm", "unreadable", "34 in", "abc", "-5", "86.5.2", "34/2", "1/0", "3 4"),
  ...cases("cm", "empty", "  "),
])("%j in %s reads as %s", (text, unit, read) => {
  const parsed = parseMeasurement(text, unit);
  expect(parsed.ok ? parsed.value : parsed.problem).toBe(read);
});

it.each<[string, Unit, string, string]>([
  ["34 1/2", "in", "Bust", "Bust: 34 1/2 in (87.6 cm)"],
  ["72", "cm", "Waist", "Waist: 72 cm"],
  ["5'6", "in", "Height", "Height: 5 ft 6 in (167.6 cm)"],
])("%j in %s goes to the studio as typed and in centimetres", (text, unit, label, line) => {
  const parsed = parseMeasurement(text, unit);
  expect(parsed.ok && measurementLine(label, parsed, unit)).toBe(line);
});

it.each<[string, Unit, string, string | object]>([
  ["34 1/2", "in", "bust", { ok: true, measurement: expect.objectContaining({ value: 34.5 }) }],
  ["", "cm", "bust", { ok: true, measurement: null }],
  ["450", "cm", "waist", "Waist 450 cm looks too large: check the unit"],
  ["12", "in", "bust", "Bust 12 in looks too small: check the unit"],
  // Inches typed while centimetres are chosen, and the other way round.
  ["34", "cm", "bust", "Bust 34 cm looks too small: check the unit"],
  ["86", "in", "bust", "Bust 86 in looks too large: check the unit"],
  ["abc", "cm", "hips", 'Hips: we could not read "abc". Type a number, like 86.5'],
])("checks %j in %s for the %s: accepted, or refused quoting it", (text, unit, id, answer) => {
  expect(check(text, unit, id)).toEqual(typeof answer === "string" ? { ok: false, message: answer } : answer);
});

/** The form data the order form would post: every type's fields, some of them typed in. */
function postedData(entries: Record<string, string>): FormData {
  const data = new FormData();
  data.set("fullName", "Ngozi");
  for (const [outfitType, list] of Object.entries(measurementLists))
    for (const id of list) data.set(`m-${outfitType}-${id}`, "");
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

it("turns the chosen type's fields into one text, in its list's order, skipping empty ones", () => {
  // Typed out of order, and a value for another outfit type the customer looked at first.
  const typed = { "m-bridal-hips": "40", "m-bridal-bust": "34 1/2", "m-bridal-waist": "28,5" };
  const data = postedData({
    measurementChoice: "now",
    measurementUnit: "in",
    ...typed,
    "m-menswear-chest": "40",
  });
  expect(prepareMeasurements(data, "bridal", orderMeasurements)).toEqual({ ok: true });
  expect(Object.fromEntries(data)).toEqual({
    fullName: "Ngozi",
    measurementChoice: "I'll enter my measurements now",
    measurementUnit: "in",
    measurements: "Bust: 34 1/2 in (87.6 cm)\nWaist: 28,5 in (72.4 cm)\nHips: 40 in (101.6 cm)",
  });
});

it.each([
  ["now", { measurementChoice: choices.now, measurementUnit: "cm", measurements: "None entered" }],
  ["studio", { measurementChoice: choices.studio }],
  ["whatsapp", { measurementChoice: choices.whatsapp }],
  ["", {}],
])("sends the choice %j as its sentence, with no field of its own", (choice, sent) => {
  const data = postedData({ measurementUnit: "cm", "m-bridal-bust": "86" });
  if (choice) data.set("measurementChoice", choice);
  expect(prepareMeasurements(data, "casual", orderMeasurements)).toEqual({ ok: true });
  expect(Object.fromEntries(data)).toEqual({ fullName: "Ngozi", ...sent });
});

it("changes nothing and names the field when a measurement is wrong", () => {
  const data = postedData({ measurementChoice: "now", measurementUnit: "cm", "m-bridal-waist": "450" });
  const before = [...data.entries()];
  const message = "Waist 450 cm looks too large: check the unit";
  const refusal = { ok: false, field: "m-bridal-waist", message };
  expect(prepareMeasurements(data, "bridal", orderMeasurements)).toEqual(refusal);
  expect([...data.entries()]).toEqual(before);
});

/** The order form as it renders this part's fields, for the DOM helpers. */
function makeForm({ outfitType = "bridal", choice = "now", unit = "cm", keep = true } = {}) {
  const form = document.createElement("form");
  const fields = Object.entries(measurementLists).flatMap(([type, list]) =>
    list.map((id) => `<input name="m-${type}-${id}" data-measurement="${id}" data-outfit-type="${type}">`),
  );
  form.innerHTML = `<select name="outfitType"><option></option><option>bridal</option></select>
    <input type="radio" name="measurementChoice" value="studio"><input type="radio" name="measurementChoice" value="now">
    <input type="radio" name="measurementUnit" value="cm"><input type="radio" name="measurementUnit" value="in">
    ${fields.join("")}<input type="checkbox" data-keep-measurements><input data-keep-name value="Me">`;
  form.querySelector("select")!.value = outfitType;
  for (const value of [choice, unit])
    form.querySelector<HTMLInputElement>(`[value="${value}"]`)!.checked = true;
  form.querySelector<HTMLInputElement>("[data-keep-measurements]")!.checked = keep;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { form, field, keepName: form.querySelector<HTMLInputElement>("[data-keep-name]")! };
}

beforeEach(() => localStorage.clear());

const third = new Date(2026, 10, 3, 12);

it("keeps the chosen type's values under the name given, with the unit and the date", () => {
  const { form, field, keepName } = makeForm({ unit: "in" });
  field("m-bridal-bust").value = "34 1/2";
  field("m-menswear-chest").value = "40";
  keepName.value = " Mum ";
  expect(saveMeasurementsIfChosen(form, third)).toBe(true);
  const mum = { name: "Mum", unit: "in", values: { bust: "34 1/2" }, updated: third.toISOString() };
  expect(loadSavedMeasurements()).toEqual([mum]);
});

it.each([
  ["the box is not ticked", { keep: false }, "86"],
  ["no value is typed", {}, ""],
  ["another choice than 'now'", { choice: "studio" }, "86"],
])("keeps nothing when %s", (_, choices, bust) => {
  const { form, field } = makeForm(choices);
  field("m-bridal-bust").value = bust;
  expect(saveMeasurementsIfChosen(form, third)).toBe(false);
  expect(localStorage.length).toBe(0);
});

it("updates a set of the same name, keeping what it held for other outfits in the new unit", () => {
  keepMeasurements({ name: "Me", unit: "cm", values: { bust: "86", hips: "96" } }, third);
  const later = new Date(2026, 10, 20, 12);
  keepMeasurements({ name: "me", unit: "in", values: { bust: "35", waist: "28", hips: "" } }, later);
  const me = { name: "me", unit: "in", values: { bust: "35", waist: "28" }, updated: later.toISOString() };
  expect(loadSavedMeasurements()).toEqual([me]);
  keepMeasurements({ name: "Me", unit: "cm", values: { chest: "100" } }, later);
  expect(loadSavedMeasurements()[0]!.values).toEqual({ bust: "88.9", waist: "71.1", chest: "100" });
});

it("lists the newest first, and forgets one by name", () => {
  keepMeasurements({ name: "Me", unit: "cm", values: { bust: "86" } }, third);
  keepMeasurements({ name: "Mum", unit: "cm", values: { bust: "104" } }, new Date(2026, 10, 4));
  expect(loadSavedMeasurements().map((set) => set.name)).toEqual(["Mum", "Me"]);
  expect(forgetSavedMeasurements("mum").map((set) => set.name)).toEqual(["Me"]);
  expect(forgetSavedMeasurements("Me")).toEqual([]);
  expect(localStorage.length).toBe(0);
});

it("ignores what it cannot read in storage", () => {
  for (const stored of ["{not json", JSON.stringify([{ name: "Me", unit: "yards", values: {} }, "Mum"])]) {
    localStorage.setItem("ivory-adire:saved-measurements", stored);
    expect(loadSavedMeasurements()).toEqual([]);
  }
});

it("dates a set by day and month, with the year when it is another", () => {
  expect(savedDate(third.toISOString(), new Date(2026, 11, 1))).toBe("3 Nov");
  expect(savedDate(third.toISOString(), new Date(2027, 0, 5))).toBe("3 Nov 2026");
});

it("fills a set into the chosen type's fields only, each saying so to the draft", () => {
  const { form } = makeForm();
  const typed: string[] = [];
  form.addEventListener("input", (event) => typed.push((event.target as HTMLInputElement).name));
  fillMeasurements(form, { name: "Mum", unit: "in", values: { bust: "40", chest: "44" }, updated: "" });
  expect(typed).toEqual(["m-bridal-bust"]);
});
