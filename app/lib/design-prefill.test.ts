import { expect, it, vi } from "vitest";
import type { DesignSummary } from "~/content/design-index";
import { designUrl, requestedDesign } from "./design-links";
import {
  designFieldValue,
  findDesign,
  lookUpDesign,
  prefillOrder,
  readDesignIndex,
  replaceText,
  withDesignLine,
} from "./design-prefill";
import { dataPaths } from "./paths";

const adunni: DesignSummary = { slug: "adunni", name: "Adunni", section: "bridal" };
const bubu: DesignSummary = { slug: "ivory-bubu", name: "Ivory Bubu", section: "bespoke" };
const index = [adunni, bubu];
const adunniLine = `Design: Adunni (${designUrl("adunni")})`;
const bubuLine = `Design: Ivory Bubu (${designUrl("ivory-bubu")})`;

it.each([
  ["one design", "adunni", "?design=adunni"],
  ["one design among other parameters", "ivory-bubu", "?utm_source=whatsapp&design=ivory-bubu"],
  ["no design", null, ""],
  ["another parameter only", null, "?colour=ivory"],
  ["an empty value", null, "?design="],
  ["the parameter twice", null, "?design=adunni&design=ivory-bubu"],
  ["the same design twice", null, "?design=adunni&design=adunni"],
  ["markup", null, `?design=${encodeURIComponent("<script>alert(1)</script>")}`],
  ["a path", null, `?design=${encodeURIComponent("../../etc/passwd")}`],
  ["5,000 characters", null, `?design=${"a".repeat(5000)}`],
  ["capitals", null, "?design=ADUNNI"],
  ["a trailing dash", null, "?design=adunni-"],
])("reads %s as %s", (_, slug, search) => {
  expect(requestedDesign(search)).toBe(slug);
});

it("is found in the index by its exact page address only, in entries shaped like designs", () => {
  const entries = [adunni, null, "adunni", { ...bubu, section: "evening" }, { ...bubu, name: "" }];
  expect(readDesignIndex([...entries, { ...bubu, slug: 3 }, bubu])).toEqual(index);
  expect([readDesignIndex({ adunni }), readDesignIndex("<!doctype html>")]).toEqual([[], []]);
  expect(findDesign(index, "ivory-bubu")).toEqual({ design: bubu, index });
  expect([findDesign(index, "Adunni"), findDesign(index, "ivory")]).toEqual([null, null]);
});

it("is looked up in the prerendered index, and is no design for an unknown slug, an error page, a broken answer or no network", async () => {
  const answer = (response: Promise<Response>) => vi.stubGlobal("fetch", vi.fn().mockReturnValue(response));
  answer(Promise.resolve(Response.json(index)));
  await expect(lookUpDesign("adunni")).resolves.toEqual({ design: adunni, index });
  expect(fetch).toHaveBeenCalledWith(dataPaths.designIndex, expect.anything());
  await expect(lookUpDesign("not-a-design")).resolves.toBeNull();
  for (const failure of [
    Promise.resolve(new Response("Not found", { status: 404 })),
    Promise.resolve(new Response("<!doctype html><title>Blocked</title>")),
    Promise.reject(new TypeError("Failed to fetch")),
  ]) {
    answer(failure);
    await expect(lookUpDesign("adunni")).resolves.toBeNull();
  }
});

it.each([
  ["starts an empty text, ready to write under it", "", `${adunniLine}\n`],
  ["goes in front of what the visitor wrote before", "Bust 90.", `${adunniLine}\nBust 90.`],
  ["is never repeated", `${adunniLine}\nIvory lace`, `${adunniLine}\nIvory lace`],
  ["is never repeated, even alone", adunniLine, adunniLine],
  ["replaces one a visitor changed", `${bubuLine} but shorter`, `${adunniLine}\n${bubuLine} but shorter`],
  ["leaves a mention further down", `Hello\n${adunniLine}`, `${adunniLine}\nHello\n${adunniLine}`],
])("%s", (_, before, after) => {
  expect(withDesignLine(before, adunni, index)).toEqual({ text: after, replaced: null });
});

it("swaps the line written for another design, keeping the rest", () => {
  const swapped = withDesignLine(`${bubuLine}\nIn green, please.`, adunni, index);
  expect(swapped).toEqual({ text: `${adunniLine}\nIn green, please.`, replaced: bubu });
  expect(designFieldValue(bubu)).toBe(bubuLine.slice("Design: ".length));
});

it.each([
  ["chooses the design's outfit type when none is chosen yet", "", "", adunni, `${adunniLine}\n`, "bridal"],
  ["chooses custom for a bespoke design", "", "", bubu, `${bubuLine}\n`, "custom"],
  ["keeps the outfit type the visitor chose", `${adunniLine}\n`, "event", adunni, `${adunniLine}\n`, "event"],
  [
    "moves the outfit type with the line to another design",
    `${adunniLine}\n`,
    "bridal",
    bubu,
    `${bubuLine}\n`,
    "custom",
  ],
  ["but not one the visitor changed since", `${adunniLine}\n`, "event", bubu, `${bubuLine}\n`, "event"],
])("%s", (_, details, outfitType, design, newDetails, newType) => {
  expect(prefillOrder({ details, outfitType }, { design, index })).toEqual({
    details: newDetails,
    outfitType: newType,
  });
});

it("keeps the caret where the visitor was typing", () => {
  const field = document.body.appendChild(document.createElement("textarea"));
  field.value = "Ivory lace";
  field.focus();
  field.setSelectionRange(5, 5);
  replaceText(field, `${adunniLine}\nIvory lace`);
  expect(field.value).toBe(`${adunniLine}\nIvory lace`);
  expect([field.selectionStart, field.selectionEnd]).toEqual(Array(2).fill(adunniLine.length + 1 + 5));
  field.remove();
});
