import { expect, it } from "vitest";
import { breakNearMiddle, nameMarkup } from "./share-images";

it("writes the share preview's text as Pango markup, the name's ampersand in gold, a long line broken near its middle", () => {
  expect(nameMarkup("Ivory & Adire <3>", "#b08d57")).toBe(
    'Ivory <span foreground="#b08d57">&amp;</span> Adire &lt;3&gt;',
  );
  expect(breakNearMiddle("Bridal and bespoke tailoring in Abeokuta")).toBe(
    "Bridal and bespoke\ntailoring in Abeokuta",
  );
  expect(breakNearMiddle("Collections")).toBe("Collections");
});
