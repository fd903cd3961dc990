import { beforeEach, describe, expect, it } from "vitest";
import { measurementCopy } from "~/content/measurement-copy";
import { measurementDefinitions, measurementLists, orderMeasurements } from "~/content/measurements";
import { measurementFieldName } from "./measurement-fields";
import {
  checkMeasurement,
  checkMeasurementFields,
  fillMeasurements,
  forgetSavedMeasurements,
  formatNumber,
  keepMeasurements,
  loadSavedMeasurements,
  measurementLine,
  parseMeasurement,
  prepareMeasurements,
  saveMeasurementsIfChosen,
  savedDate,
  toCm,
} from "./measurements";

const { messages, examples } = measurementCopy;
const valueOf = (text: string, unit: "cm" | "in") => {
  const parsed = parseMeasurement(text, unit);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe("parseMeasurement", () => {
  it("reads decimals with a point or a comma", () => {
    expect(valueOf("86.5", "cm")).toBe(86.5);
    expect(valueOf("86,5", "cm")).toBe(86.5);
    expect(valueOf(" 72 ", "cm")).toBe(72);
    expect(valueOf(".5", "in")).toBe(0.5);
  });

  it("reads fractions in inches, written out or as one character", () => {
    for (const text of ["34 1/2", "34-1/2", "34½", "34 ½", "34.5", "34,5"])
      expect(valueOf(text, "in")).toBe(34.5);
    expect(valueOf("28 3/4", "in")).toBe(28.75);
    expect(valueOf("¾", "in")).toBe(0.75);
  });

  it("accepts the chosen unit written after the number, not the other one", () => {
    expect(valueOf("86cm", "cm")).toBe(86);
    expect(valueOf("34 in", "in")).toBe(34);
    expect(valueOf('34"', "in")).toBe(34);
    expect(valueOf("34 in", "cm")).toBe("unreadable");
  });

  it("reads a height in feet and inches when inches are chosen", () => {
    expect(parseMeasurement("5'6", "in")).toEqual({ ok: true, value: 66, typed: "5 ft 6 in" });
    expect(valueOf("5'6\"", "in")).toBe(66);
    expect(valueOf("5 ft 6 in", "in")).toBe(66);
    expect(valueOf("6ft", "in")).toBe(72);
    expect(valueOf("5'13", "in")).toBe("unreadable");
  });

  it("keeps what was typed, with its unit, to show it back", () => {
    expect(parseMeasurement("34 1/2", "in")).toMatchObject({ typed: "34 1/2 in" });
    expect(parseMeasurement("86,5", "cm")).toMatchObject({ typed: "86,5 cm" });
  });

  it("tells empty from unreadable", () => {
    expect(valueOf("  ", "cm")).toBe("empty");
    for (const text of ["abc", "-5", "86.5.2", "34/2", "1/0", "3 4"])
      expect(valueOf(text, "cm")).toBe("unreadable");
  });

  it("converts to centimetres and formats to one decimal place", () => {
    expect(formatNumber(toCm(34.5, "in"))).toBe("87.6");
    expect(formatNumber(toCm(72, "cm"))).toBe("72");
  });
});

describe("checkMeasurement", () => {
  const check = (text: string, unit: "cm" | "in", id: keyof typeof measurementDefinitions) =>
    checkMeasurement(text, unit, measurementDefinitions[id]!, messages, examples);

  it("says a number out of range looks too large or too small, quoting it with its unit", () => {
    expect(check("450", "cm", "waist")).toEqual({
      ok: false,
      message: "Waist 450 cm looks too large: check the unit",
    });
    expect(check("12", "in", "bust")).toEqual({
      ok: false,
      message: "Bust 12 in looks too small: check the unit",
    });
    // Inches typed while centimetres are chosen, and the other way round.
    expect(check("34", "cm", "bust")).toMatchObject({
      message: "Bust 34 cm looks too small: check the unit",
    });
    expect(check("86", "in", "bust")).toMatchObject({
      message: "Bust 86 in looks too large: check the unit",
    });
  });

  it("quotes what it could not read", () => {
    expect(check("abc", "cm", "hips")).toEqual({
      ok: false,
      message: 'Hips: we could not read "abc". Type a number, like 86.5',
    });
  });

  it("accepts a plausible number and an empty field", () => {
    expect(check("34 1/2", "in", "bust")).toMatchObject({ ok: true, measurement: { value: 34.5 } });
    expect(check("", "cm", "bust")).toEqual({ ok: true, measurement: null });
  });

  it("writes the studio's line as typed and in centimetres", () => {
    const line = (text: string, unit: "cm" | "in", label: string) => {
      const parsed = parseMeasurement(text, unit);
      return parsed.ok ? measurementLine(label, parsed, unit) : "";
    };
    expect(line("34 1/2", "in", "Bust")).toBe("Bust: 34 1/2 in (87.6 cm)");
    expect(line("72", "cm", "Waist")).toBe("Waist: 72 cm");
    expect(line("5'6", "in", "Height")).toBe("Height: 5 ft 6 in (167.6 cm)");
  });
});

/** The form data the order form would post: every type's fields, some of them typed in. */
function postedData(entries: Record<string, string>): FormData {
  const data = new FormData();
  data.set("fullName", "Ngozi");
  for (const [outfitType, list] of Object.entries(measurementLists)) {
    for (const id of list) data.set(measurementFieldName(outfitType, id), "");
  }
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const measurementEntries = (data: FormData) => [...data.keys()].filter((name) => name.startsWith("m-"));

describe("prepareMeasurements", () => {
  it("turns the chosen type's fields into one text, in its list's order, skipping empty ones", () => {
    const data = postedData({
      measurementChoice: "now",
      measurementUnit: "in",
      // Typed out of order, and a value for another outfit type the customer looked at first.
      "m-bridal-hips": "40",
      "m-bridal-bust": "34 1/2",
      "m-bridal-waist": "28,5",
      "m-menswear-chest": "40",
    });
    expect(prepareMeasurements(data, "bridal", orderMeasurements)).toEqual({ ok: true });
    expect(data.get("measurements")).toBe(
      ["Bust: 34 1/2 in (87.6 cm)", "Waist: 28,5 in (72.4 cm)", "Hips: 40 in (101.6 cm)"].join("\n"),
    );
    expect(measurementEntries(data)).toEqual([]);
    expect(data.get("measurementChoice")).toBe("I'll enter my measurements now");
    expect(data.get("measurementUnit")).toBe("in");
    expect(data.get("fullName")).toBe("Ngozi");
  });

  it("follows every list's own order, labels included", () => {
    const list = measurementLists.menswear;
    // A value each range accepts: its middle.
    const entries = Object.fromEntries(
      list!.map((id) => {
        const { min, max } = measurementDefinitions[id]!;
        return [measurementFieldName("menswear", id), String(Math.round((min + max) / 2))];
      }),
    );
    const data = postedData({ measurementChoice: "now", measurementUnit: "cm", ...entries });
    expect(prepareMeasurements(data, "menswear", orderMeasurements)).toEqual({ ok: true });
    const labels = String(data.get("measurements"))
      .split("\n")
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(labels).toEqual(list!.map((id) => measurementDefinitions[id]!.label));
  });

  it("says so when the customer chose to enter them but typed none", () => {
    const data = postedData({ measurementChoice: "now", measurementUnit: "cm" });
    prepareMeasurements(data, "casual", orderMeasurements);
    expect(data.get("measurements")).toBe("None entered");
  });

  it.each([
    ["studio", "I'll be measured at the studio"],
    ["whatsapp", "I'll send them later on WhatsApp"],
  ])("for %s, sends the choice as its sentence and no measurement or unit", (choice, sentence) => {
    const data = postedData({ measurementChoice: choice, measurementUnit: "cm", "m-bridal-bust": "86" });
    expect(prepareMeasurements(data, "bridal", orderMeasurements)).toEqual({ ok: true });
    expect(measurementEntries(data)).toEqual([]);
    expect(data.has("measurementUnit")).toBe(false);
    expect(data.has("measurements")).toBe(false);
    expect(data.get("measurementChoice")).toBe(sentence);
  });

  it("sends nothing of the part when no choice was made", () => {
    const data = postedData({ measurementUnit: "cm" });
    prepareMeasurements(data, "bridal", orderMeasurements);
    expect([...data.keys()]).toEqual(["fullName"]);
  });

  it("changes nothing and names the field when a measurement is wrong", () => {
    const data = postedData({ measurementChoice: "now", measurementUnit: "cm", "m-bridal-waist": "450" });
    const before = [...data.entries()];
    expect(prepareMeasurements(data, "bridal", orderMeasurements)).toEqual({
      ok: false,
      field: "m-bridal-waist",
      message: "Waist 450 cm looks too large: check the unit",
    });
    expect([...data.entries()]).toEqual(before);
  });
});

/** The form as the order form renders it, with this part's fields, for the DOM helpers. */
function makeForm(): HTMLFormElement {
  const form = document.createElement("form");
  const fields = Object.entries(measurementLists)
    .flatMap(([outfitType, list]) =>
      list.map(
        (id) =>
          `<input name="${measurementFieldName(outfitType, id)}" data-measurement="${id}" data-outfit-type="${outfitType}" />`,
      ),
    )
    .join("");
  form.innerHTML = `
    <select name="outfitType"><option value=""></option><option value="bridal">Bridal</option><option value="menswear">Menswear</option></select>
    <input type="radio" name="measurementChoice" value="studio" /><input type="radio" name="measurementChoice" value="now" />
    <input type="radio" name="measurementUnit" value="cm" checked /><input type="radio" name="measurementUnit" value="in" />
    ${fields}
    <input type="checkbox" data-keep-measurements />
    <input type="text" data-keep-name value="Me" />`;
  document.body.append(form);
  return form;
}

const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
const choose = (form: HTMLFormElement, name: string, value: string) => {
  (form.querySelector(`[name="${name}"][value="${value}"]`) as HTMLInputElement).checked = true;
};

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("checkMeasurementFields", () => {
  it("refuses a wrong value of the chosen type while 'now' is chosen, and never a hidden field", () => {
    const form = makeForm();
    form.querySelector("select")!.value = "bridal";
    choose(form, "measurementChoice", "now");
    input(form, "m-bridal-waist").value = "450";
    input(form, "m-menswear-chest").value = "abc";
    expect(checkMeasurementFields(form, orderMeasurements)).toEqual({
      "m-bridal-waist": "Waist 450 cm looks too large: check the unit",
    });
    expect(input(form, "m-bridal-waist").validationMessage).toBe(
      "Waist 450 cm looks too large: check the unit",
    );
    expect(input(form, "m-bridal-waist").value).toBe("450");
    expect(input(form, "m-menswear-chest").validity.valid).toBe(true);

    form.querySelector("select")!.value = "menswear";
    checkMeasurementFields(form, orderMeasurements);
    expect(input(form, "m-bridal-waist").validity.valid).toBe(true);
    expect(input(form, "m-menswear-chest").validationMessage).toBe(
      'Chest: we could not read "abc". Type a number, like 86.5',
    );

    choose(form, "measurementChoice", "studio");
    expect(checkMeasurementFields(form, orderMeasurements)).toEqual({});
    expect(form.checkValidity()).toBe(true);
  });
});

describe("measurements kept on this phone", () => {
  const third = new Date(2026, 10, 3, 12);

  it("keeps nothing unless the customer ticked the box", () => {
    const form = makeForm();
    form.querySelector("select")!.value = "bridal";
    choose(form, "measurementChoice", "now");
    input(form, "m-bridal-bust").value = "86";
    expect(saveMeasurementsIfChosen(form, third)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("keeps the chosen type's values under the name given, with the unit and the date", () => {
    const form = makeForm();
    form.querySelector("select")!.value = "bridal";
    choose(form, "measurementChoice", "now");
    choose(form, "measurementUnit", "in");
    input(form, "m-bridal-bust").value = "34 1/2";
    input(form, "m-menswear-chest").value = "40";
    (form.querySelector("[data-keep-measurements]") as HTMLInputElement).checked = true;
    (form.querySelector("[data-keep-name]") as HTMLInputElement).value = " Mum ";
    expect(saveMeasurementsIfChosen(form, third)).toBe(true);
    expect(loadSavedMeasurements()).toEqual([
      { name: "Mum", unit: "in", values: { bust: "34 1/2" }, updated: third.toISOString() },
    ]);
  });

  it("keeps nothing for another choice than 'now', or with no value typed", () => {
    const form = makeForm();
    form.querySelector("select")!.value = "bridal";
    (form.querySelector("[data-keep-measurements]") as HTMLInputElement).checked = true;
    choose(form, "measurementChoice", "now");
    expect(saveMeasurementsIfChosen(form, third)).toBe(false);
    input(form, "m-bridal-bust").value = "86";
    choose(form, "measurementChoice", "studio");
    expect(saveMeasurementsIfChosen(form, third)).toBe(false);
    expect(loadSavedMeasurements()).toEqual([]);
  });

  it("updates a set of the same name, keeping what it held for other outfits in the new unit", () => {
    keepMeasurements({ name: "Me", unit: "cm", values: { bust: "86", "hollow-to-hem": "152" } }, third);
    const later = new Date(2026, 10, 20, 12);
    keepMeasurements(
      { name: "me", unit: "in", values: { bust: "35", waist: "28", "hollow-to-hem": "" } },
      later,
    );
    expect(loadSavedMeasurements()).toEqual([
      { name: "me", unit: "in", values: { bust: "35", waist: "28" }, updated: later.toISOString() },
    ]);
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
    localStorage.setItem("ivory-adire:saved-measurements", "{not json");
    expect(loadSavedMeasurements()).toEqual([]);
    localStorage.setItem(
      "ivory-adire:saved-measurements",
      JSON.stringify([{ name: "Me", unit: "yards", values: {}, updated: "x" }, "Mum"]),
    );
    expect(loadSavedMeasurements()).toEqual([]);
  });

  it("dates a set by day and month, with the year when it is another", () => {
    expect(savedDate(third.toISOString(), new Date(2026, 11, 1))).toBe("3 Nov");
    expect(savedDate(third.toISOString(), new Date(2027, 0, 5))).toBe("3 Nov 2026");
  });

  it("fills a set into the chosen type's fields, with its unit and its name", () => {
    const form = makeForm();
    form.querySelector("select")!.value = "bridal";
    const typed: string[] = [];
    form.addEventListener("input", (event) => typed.push((event.target as HTMLInputElement).name));
    fillMeasurements(form, {
      name: "Mum",
      unit: "in",
      values: { bust: "40", chest: "44" },
      updated: third.toISOString(),
    });
    expect(input(form, "m-bridal-bust").value).toBe("40");
    expect(input(form, "m-menswear-chest").value).toBe("");
    expect((form.querySelector('[name="measurementUnit"][value="in"]') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((form.querySelector("[data-keep-name]") as HTMLInputElement).value).toBe("Mum");
    expect(typed).toEqual(["m-bridal-bust"]);
  });
});
