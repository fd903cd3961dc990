import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { orderForm } from "~/content/order-form";
import { measurementCopy } from "~/content/measurement-copy";
import { measurementDefinitions, measurementLists, orderMeasurements } from "~/content/measurements";
import { OrderMeasurements, type OrderMeasurementsContent } from "./order-measurements";

// Counts loads of the helpers, which must wait until the customer reaches into the part.
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
  return (
    <form
      aria-label="Order"
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === "outfitType") setOutfitType(target.value);
      }}
    >
      <label>
        Outfit type
        <select name="outfitType" defaultValue="">
          <option value="" disabled>
            {orderForm.outfitTypes.placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <OrderMeasurements content={content} outfitType={outfitType} outfitTypes={options} />
      <button type="submit">Place order</button>
    </form>
  );
}

const group = (outfitType: string) => screen.getByRole("group", { name: labelOf(outfitType) });
const field = (outfitType: string, label: string) => within(group(outfitType)).getByLabelText(label);
const fieldCount = Object.values(measurementLists).reduce((count, list) => count + list.length, 0);

beforeEach(() => localStorage.clear());

describe("OrderMeasurements as prerendered and hydrated", () => {
  it("hydrates without a mismatch and without loading the helpers, which load once the customer reaches in", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = document.createElement("div");
    page.innerHTML = renderToString(<OrderFormStandIn />);
    document.body.append(page);
    const keep = () => screen.getByRole("checkbox", { name: measurementCopy.saved.keep }).closest("div");
    expect(keep()).toHaveClass("until-hydrated");

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(page, <OrderFormStandIn />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(keep()).not.toHaveClass("until-hydrated");
    expect(helpers.loads).toBe(0);

    await userEvent.setup().click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    await vi.waitFor(() => expect(helpers.loads).toBe(1));
    act(() => root?.unmount());
    page.remove();
    errors.mockRestore();
  });

  it("offers three choices, none chosen, and a unit in centimetres", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<OrderFormStandIn />);
    const part = within(page).getByRole("group", { name: "Measurements" });
    const choices = within(part).getAllByRole("radio", { name: /^I'll/ });
    expect(choices.map((choice) => choice.closest("label")?.textContent)).toEqual([
      measurementCopy.choices.studio,
      measurementCopy.choices.now,
      measurementCopy.choices.whatsapp,
    ]);
    expect(
      choices.map((choice) => [choice.getAttribute("name"), (choice as HTMLInputElement).value]),
    ).toEqual([
      ["measurementChoice", "studio"],
      ["measurementChoice", "now"],
      ["measurementChoice", "whatsapp"],
    ]);
    expect(choices.some((choice) => (choice as HTMLInputElement).checked)).toBe(false);
    expect(within(part).getByRole("radio", { name: measurementCopy.unit.cm })).toBeChecked();
  });

  it("has every outfit type's fields in the page, each named for its type, with a lazy drawing", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<OrderFormStandIn />);
    const inputs = [...page.querySelectorAll<HTMLInputElement>("input[inputmode='decimal']")];
    const names = inputs.map((input) => input.name);
    expect(names).toHaveLength(fieldCount);
    expect(new Set(names).size).toBe(fieldCount);
    expect(names).toContain("m-bridal-hollow-to-hem");
    expect(names).toContain("m-menswear-trouser-length");
    for (const image of page.querySelectorAll("img")) {
      expect(image).toHaveAttribute("alt", "");
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
      // A file of its own in the build (assetsInlineLimit 0); Vitest inlines it.
      expect(image.getAttribute("src")).toMatch(/svg/);
    }
    expect(page.querySelectorAll("img")).toHaveLength(fieldCount);
  });
});

describe("OrderMeasurements with script", () => {
  it("lists the chosen outfit type's measurements in order, each with its hint", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("menswear"));
    for (const outfitType of ["bridal", "menswear"] as const) {
      const fields = within(group(outfitType)).getAllByRole("textbox");
      const list = measurementLists[outfitType]!;
      expect(fields.map((input) => input.getAttribute("name"))).toEqual(
        list.map((id) => `m-${outfitType}-${id}`),
      );
      list.forEach((id, index) => {
        expect(fields[index]).toHaveAccessibleName(measurementDefinitions[id]!.label);
        expect(fields[index]).toHaveAccessibleDescription(measurementDefinitions[id]!.hint);
        expect(fields[index]).toHaveAttribute("inputmode", "decimal");
      });
    }
  });

  it("shows a problem under the field, keeps what was typed, and refuses to submit", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("bridal"));
    await user.type(field("bridal", "Waist"), "450");
    await user.tab();
    const message = "Waist 450 cm looks too large: check the unit";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field("bridal", "Waist")).toHaveValue("450");
    expect(field("bridal", "Waist")).toHaveAccessibleDescription(
      `${measurementDefinitions.waist!.hint} ${message}`,
    );
    expect(field("bridal", "Waist")).toBeInvalid();
    expect(screen.getByRole("form", { name: "Order" })).not.toBeValid();

    await user.type(field("bridal", "Hips"), "abc");
    await user.tab();
    expect(
      await screen.findByText('Hips: we could not read "abc". Type a number, like 86.5'),
    ).toBeInTheDocument();
    expect(field("bridal", "Hips")).toHaveValue("abc");
  });

  it("checks again in the unit chosen", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("bridal"));
    await user.type(field("bridal", "Bust"), "34 1/2");
    await user.tab();
    expect(await screen.findByText("Bust 34 1/2 cm looks too small: check the unit")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: measurementCopy.unit.in }));
    await vi.waitFor(() => expect(field("bridal", "Bust")).toBeValid());
    expect(screen.queryByText(/looks too small/)).not.toBeInTheDocument();
    expect(field("bridal", "Bust")).toHaveValue("34 1/2");
  });

  it("keeps each outfit type's values, and never refuses a field that is not on show", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    const outfitType = screen.getByLabelText("Outfit type");
    await user.selectOptions(outfitType, labelOf("bridal"));
    await user.type(field("bridal", "Waist"), "450");
    await user.tab();
    await screen.findByText("Waist 450 cm looks too large: check the unit");

    await user.selectOptions(outfitType, labelOf("menswear"));
    await vi.waitFor(() => expect(field("bridal", "Waist")).toBeValid());
    expect(screen.getByRole("form", { name: "Order" })).toBeValid();

    await user.selectOptions(outfitType, labelOf("bridal"));
    await vi.waitFor(() => expect(field("bridal", "Waist")).toBeInvalid());
    expect(field("bridal", "Waist")).toHaveValue("450");

    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.studio }));
    await vi.waitFor(() => expect(screen.getByRole("form", { name: "Order" })).toBeValid());
  });

  it("shows a note for an outfit type without a list", () => {
    const lists = Object.fromEntries(Object.entries(measurementLists).filter(([type]) => type !== "casual"));
    render(<OrderFormStandIn content={{ ...orderMeasurements, lists }} />);
    expect(screen.getByText(measurementCopy.noList)).toBeInTheDocument();
    expect(screen.getByText(measurementCopy.chooseType)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: labelOf("casual") })).not.toBeInTheDocument();
  });

  it("posts nothing for keeping them on the phone", () => {
    render(<OrderFormStandIn />);
    const keep = screen.getByRole("checkbox", { name: measurementCopy.saved.keep });
    expect(keep).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: measurementCopy.saved.keepName })).toHaveValue("Me");
    const posted = [...new FormData(screen.getByRole<HTMLFormElement>("form", { name: "Order" })).keys()];
    expect(posted.filter((name) => !name.startsWith("m-") && name !== "outfitType")).toEqual([
      "measurementUnit",
    ]);
  });
});

describe("OrderMeasurements with measurements kept on the phone", () => {
  const updated = new Date(new Date().getFullYear(), 10, 3, 12).toISOString();
  const keptOnPhone = [
    { name: "Me", unit: "in", values: { bust: "34 1/2", waist: "28" }, updated },
    { name: "Mum", unit: "cm", values: { bust: "104" }, updated },
  ];
  beforeEach(() => localStorage.setItem("ivory-adire:saved-measurements", JSON.stringify(keptOnPhone)));

  it("offers each set once the customer reaches in, and fills one in with its unit", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    expect(screen.queryByRole("button", { name: /Use saved/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Outfit type"), labelOf("bridal"));
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    const useMe = await screen.findByRole("button", { name: "Use saved measurements: Me (updated 3 Nov)" });
    expect(
      screen.getByRole("button", { name: "Use saved measurements: Mum (updated 3 Nov)" }),
    ).toBeInTheDocument();

    await user.click(useMe);
    expect(field("bridal", "Bust")).toHaveValue("34 1/2");
    expect(field("bridal", "Waist")).toHaveValue("28");
    expect(field("bridal", "Hips")).toHaveValue("");
    expect(screen.getByRole("radio", { name: measurementCopy.unit.in })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Me's measurements are filled in.");
    expect(screen.getByRole("textbox", { name: measurementCopy.saved.keepName })).toHaveValue("Me");
  });

  it("forgets a set on request, says so, and keeps the others", async () => {
    const user = userEvent.setup();
    render(<OrderFormStandIn />);
    await user.click(screen.getByRole("radio", { name: measurementCopy.choices.now }));
    await user.click(await screen.findByRole("button", { name: "Forget Me's measurements" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Me's measurements are no longer kept on this phone.",
    );
    expect(screen.queryByRole("button", { name: /: Me \(/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Forget Mum's measurements" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: measurementCopy.unit.cm })).toHaveFocus();
    const stored = JSON.parse(localStorage.getItem("ivory-adire:saved-measurements")!) as { name: string }[];
    expect(stored.map((set) => set.name)).toEqual(["Mum"]);
  });
});
