import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { orderForm } from "~/content/order-form";
import { measurementCopy as copy } from "~/content/measurement-copy";
import { measurementDefinitions, measurementLists, orderMeasurements } from "~/content/measurements";
import { OrderMeasurements, type OrderMeasurementsContent } from "./order-measurements";

const helpers = vi.hoisted(() => ({ loads: 0 }));
vi.mock("~/lib/measurements", async (importOriginal) => {
  helpers.loads += 1;
  return importOriginal();
});

const { options } = orderForm.outfitTypes;
const labelOf = (value: string) => options.find((option) => option.value === value)!.label;

/** What the order form does around this part: a select of outfit types, its value kept in state. */
function OrderFormStandIn({ content = orderMeasurements }: { content?: OrderMeasurementsContent }) {
  const [outfitType, setOutfitType] = useState("");
  const choose = (event: { target: HTMLSelectElement }) => setOutfitType(event.target.value);
  return (
    <form aria-label="Order">
      <select aria-label="Outfit type" name="outfitType" value={outfitType} onChange={choose}>
        {["", ...options.map((option) => option.value)].map((value) => (
          <option key={value} value={value}>
            {value && labelOf(value)}
          </option>
        ))}
      </select>
      <OrderMeasurements content={content} outfitType={outfitType} outfitTypes={options} />
    </form>
  );
}

const field = (outfitType: string, label: string) =>
  within(screen.getByRole("group", { name: labelOf(outfitType) })).getByLabelText(label);
const radio = (name: string) => screen.getByRole("radio", { name });
const theForm = () => screen.getByRole<HTMLFormElement>("form", { name: "Order" });

/** Renders the form with script, the customer choosing to enter measurements now for `outfitType`. */
async function enterNow(outfitType = "bridal") {
  const user = userEvent.setup();
  render(<OrderFormStandIn />);
  await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf(outfitType));
  await user.click(radio(copy.choices.now));
  const type = async (label: string, text: string) => {
    await user.type(field(outfitType, label), text);
    await user.tab();
  };
  return { user, type };
}

beforeEach(() => localStorage.clear());

describe("OrderMeasurements as prerendered", () => {
  const page = document.createElement("div");
  page.innerHTML = renderToString(<OrderFormStandIn />);

  it("offers three choices, none chosen, a unit in centimetres, and every outfit type's fields with a lazy drawing", () => {
    const radios = within(page).getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((radio) => `${radio.name}=${radio.value}${radio.checked ? "!" : ""}`).join(" ")).toBe(
      "measurementChoice=studio measurementChoice=now measurementChoice=whatsapp measurementUnit=cm! measurementUnit=in",
    );
    const labels = radios.slice(0, 3).map((radio) => radio.closest("label")?.textContent);
    expect(labels).toEqual(Object.values(copy.choices));
    const names = [...page.querySelectorAll<HTMLInputElement>("input[inputmode='decimal']")].map(
      (i) => i.name,
    );
    const count = Object.values(measurementLists).flat().length;
    expect([names.length, new Set(names).size]).toEqual([count, count]);
    expect(names).toEqual(expect.arrayContaining(["m-bridal-hollow-to-hem", "m-menswear-trouser-length"]));
    const images = [...page.querySelectorAll("img")];
    expect(images).toHaveLength(count);
    const sized = ["", "lazy", expect.any(String), expect.any(String), expect.stringMatching(/svg/)];
    for (const image of images)
      expect(["alt", "loading", "width", "height", "src"].map((name) => image.getAttribute(name))).toEqual(
        sized,
      );
  });

  it("hydrates without a mismatch and without loading the helpers, which load once the customer reaches in", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.append(page);
    const keep = () => screen.getByRole("checkbox", { name: copy.saved.keep }).closest("div");
    expect(keep()).toHaveClass("until-hydrated");
    const root = await act(async () => hydrateRoot(page, <OrderFormStandIn />));
    expect(errors).not.toHaveBeenCalled();
    expect(keep()).not.toHaveClass("until-hydrated");
    expect(helpers.loads).toBe(0);
    await userEvent.setup().click(radio(copy.choices.now));
    await vi.waitFor(() => expect(helpers.loads).toBe(1));
    act(() => root.unmount());
    page.remove();
    errors.mockRestore();
  });
});

describe("OrderMeasurements with script", () => {
  it("lists the chosen outfit type's measurements in order, each with its hint", async () => {
    await enterNow("menswear");
    const fields = within(screen.getByRole("group", { name: labelOf("menswear") })).getAllByRole("textbox");
    const definitions = measurementLists.menswear!.map((id) => measurementDefinitions[id]!);
    expect(fields.map((input) => input.getAttribute("name"))).toEqual(
      measurementLists.menswear!.map((id) => `m-menswear-${id}`),
    );
    definitions.forEach(({ label, hint }, index) => {
      expect(fields[index]).toHaveAccessibleName(label);
      expect(fields[index]).toHaveAccessibleDescription(hint);
    });
  });

  it("shows a problem under the field, keeps what was typed, refuses to submit, and checks again as the choices change", async () => {
    const { user, type } = await enterNow();
    await type("Waist", "450");
    const message = "Waist 450 cm looks too large: check the unit";
    expect(await screen.findByText(message)).toBeInTheDocument();
    const waist = field("bridal", "Waist");
    expect(waist).toHaveValue("450");
    expect(waist).toHaveAccessibleDescription(`${measurementDefinitions.waist!.hint} ${message}`);
    expect(waist).toBeInvalid();
    expect(theForm()).not.toBeValid();
    await type("Hips", "abc");
    expect(await screen.findByText('Hips: we could not read "abc". Type a number, like 86.5')).toBeVisible();
    await type("Bust", "34 1/2");
    expect(await screen.findByText("Bust 34 1/2 cm looks too small: check the unit")).toBeVisible();
    // A switch of unit converts what was typed, and checks it again.
    await user.click(radio(copy.unit.in));
    await vi.waitFor(() => expect(field("bridal", "Waist")).toHaveValue("177.2"));
    expect(await screen.findByText("Bust 13.6 in looks too small: check the unit")).toBeVisible();
    // Never for a field not on show, and each outfit type's values kept.
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("menswear"));
    await vi.waitFor(() => expect(theForm()).toBeValid());
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("bridal"));
    await vi.waitFor(() => expect(field("bridal", "Waist")).toBeInvalid());
    expect(field("bridal", "Waist")).toHaveValue("177.2");
    await user.click(radio(copy.choices.studio));
    await vi.waitFor(() => expect(theForm()).toBeValid());
  });

  it("shows a note for an outfit type without a list, and posts nothing for keeping them on the phone", () => {
    const lists = Object.fromEntries(Object.entries(measurementLists).filter(([type]) => type !== "casual"));
    render(<OrderFormStandIn content={{ ...orderMeasurements, lists }} />);
    expect(screen.getByText(copy.noList)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: labelOf("casual") })).toBeNull();
    expect(screen.getByRole("checkbox", { name: copy.saved.keep })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: copy.saved.keepName })).toHaveValue("Me");
    const posted = [...new FormData(theForm()).keys()].filter((name) => !name.startsWith("m-"));
    expect(posted).toEqual(["outfitType", "measurementUnit"]);
  });
});

describe("OrderMeasurements with measurements kept on the phone", () => {
  const updated = new Date(new Date().getFullYear(), 10, 3, 12).toISOString();
  beforeEach(() => {
    const me = { name: "Me", unit: "in", values: { bust: "34 1/2", waist: "28" }, updated };
    const sets = [me, { name: "Mum", unit: "cm", values: { bust: "104" }, updated }];
    localStorage.setItem("ivory-adire:saved-measurements", JSON.stringify(sets));
  });

  it("offers each set once the customer reaches in, and fills one in with its unit", async () => {
    render(<OrderFormStandIn />);
    expect(screen.queryByRole("button", { name: /Use saved/ })).toBeNull();
    cleanup();
    const { user } = await enterNow();
    await screen.findByRole("button", { name: "Use saved measurements: Mum (updated 3 Nov)" });
    await user.click(screen.getByRole("button", { name: "Use saved measurements: Me (updated 3 Nov)" }));
    const values = ["Bust", "Waist", "Hips"].map(
      (label) => (field("bridal", label) as HTMLInputElement).value,
    );
    expect(values).toEqual(["34 1/2", "28", ""]);
    expect(radio(copy.unit.in)).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Me's measurements are filled in.");
    expect(screen.getByRole("textbox", { name: copy.saved.keepName })).toHaveValue("Me");
  });

  it("forgets a set on request, says so, and keeps the others", async () => {
    const { user } = await enterNow();
    await user.click(await screen.findByRole("button", { name: "Forget Me's measurements" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Me's measurements are no longer kept on this phone.",
    );
    expect(screen.getByRole("button", { name: /^Forget/ })).toHaveAccessibleName("Forget Mum's measurements");
    expect(radio(copy.unit.cm)).toHaveFocus();
    const stored = JSON.parse(localStorage.getItem("ivory-adire:saved-measurements")!) as { name: string }[];
    expect(stored.map((set) => set.name)).toEqual(["Mum"]);
  });
});
