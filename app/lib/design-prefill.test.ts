import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesignSummary } from "~/content/design-index";
import { designIndex } from "~/content/design-index";
import { designUrl } from "./design-links";
import {
  designFieldValue,
  designLine,
  findDesign,
  lookUpDesign,
  outfitTypeFor,
  prefillOrder,
  readDesignIndex,
  replaceText,
  requestedDesign,
  withDesignLine,
} from "./design-prefill";
import { dataPaths } from "./paths";

const adunni: DesignSummary = { slug: "adunni", name: "Adunni", section: "bridal" };
const bubu: DesignSummary = { slug: "ivory-bubu", name: "Ivory Bubu", section: "bespoke" };
const index = [adunni, bubu];
const adunniLine = `Design: Adunni (${designUrl("adunni")})`;
const bubuLine = `Design: Ivory Bubu (${designUrl("ivory-bubu")})`;

afterEach(() => vi.unstubAllGlobals());

describe("requestedDesign", () => {
  it("reads one design's page address from the address", () => {
    expect(requestedDesign("?design=adunni")).toBe("adunni");
    expect(requestedDesign("?utm_source=whatsapp&design=ivory-bubu")).toBe("ivory-bubu");
  });

  it.each([
    ["no design", ""],
    ["another parameter only", "?colour=ivory"],
    ["an empty value", "?design="],
    ["the parameter without a value", "?design"],
    ["the parameter twice", "?design=adunni&design=ivory-bubu"],
    ["the same design twice", "?design=adunni&design=adunni"],
    ["markup", `?design=${encodeURIComponent("<script>alert(1)</script>")}`],
    ["an attribute break-out", `?design=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`],
    ["a path", `?design=${encodeURIComponent("../../etc/passwd")}`],
    ["5,000 characters", `?design=${"a".repeat(5000)}`],
    ["a NUL byte", "?design=adunni%00"],
    ["capitals", "?design=ADUNNI"],
    ["spaces", "?design=%20adunni%20"],
    ["a trailing dash", "?design=adunni-"],
  ])("ignores %s", (_what, search) => {
    expect(requestedDesign(search)).toBeNull();
  });
});

describe("the design index", () => {
  it("keeps only entries shaped like designs", () => {
    expect(
      readDesignIndex([
        adunni,
        null,
        "adunni",
        { slug: "x", name: "X", section: "evening" },
        { slug: "y", name: "", section: "bridal" },
        { slug: 3, name: "Z", section: "bridal" },
        bubu,
      ]),
    ).toEqual([adunni, bubu]);
    expect(readDesignIndex({ adunni })).toEqual([]);
    expect(readDesignIndex("<!doctype html>")).toEqual([]);
  });

  it("finds a design by its exact page address only", () => {
    expect(findDesign(index, "ivory-bubu")).toEqual({ design: bubu, index });
    expect(findDesign(index, "Adunni")).toBeNull();
    expect(findDesign(index, "ivory")).toBeNull();
  });

  it("finds every design of the real collection by its slug", () => {
    for (const design of designIndex) expect(findDesign(designIndex, design.slug)?.design).toBe(design);
  });
});

describe("lookUpDesign", () => {
  const answer = (response: Response | Promise<never>) => {
    const fetchMock = vi.fn(() => (response instanceof Response ? Promise.resolve(response) : response));
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  };

  it("asks the prerendered index for the design", async () => {
    const fetchMock = answer(Response.json(index));
    await expect(lookUpDesign("adunni")).resolves.toEqual({ design: adunni, index });
    expect(fetchMock).toHaveBeenCalledWith(dataPaths.designIndex, expect.anything());
  });

  it("answers no design for an unknown slug, an error page, a broken answer or no network", async () => {
    answer(Response.json(index));
    await expect(lookUpDesign("not-a-design")).resolves.toBeNull();
    answer(new Response("Not found", { status: 404 }));
    await expect(lookUpDesign("adunni")).resolves.toBeNull();
    answer(new Response("<!doctype html><title>Blocked</title>", { status: 200 }));
    await expect(lookUpDesign("adunni")).resolves.toBeNull();
    answer(Promise.reject(new TypeError("Failed to fetch")));
    await expect(lookUpDesign("adunni")).resolves.toBeNull();
  });
});

describe("the lines the forms start with", () => {
  it("name the design and its page's address", () => {
    expect(designUrl("adunni")).toMatch(/^https?:\/\/[^/]+\/collection\/adunni$/);
    expect(designLine(adunni)).toBe(adunniLine);
    expect(designFieldValue(bubu)).toBe(`Ivory Bubu (${designUrl("ivory-bubu")})`);
  });

  it("bridal designs are bridal orders, the others custom designs", () => {
    expect(outfitTypeFor("bridal")).toBe("bridal");
    expect(outfitTypeFor("bespoke")).toBe("custom");
  });
});

describe("withDesignLine", () => {
  it("starts an empty text with the line, ready to write under it", () => {
    expect(withDesignLine("", adunni, index).text).toBe(`${adunniLine}\n`);
  });

  it("puts the line in front of what the visitor wrote before", () => {
    expect(withDesignLine("Bust 90, waist 72.", adunni, index).text).toBe(
      `${adunniLine}\nBust 90, waist 72.`,
    );
  });

  it("never repeats it: text that starts with it is left alone", () => {
    const once = withDesignLine("Ivory lace", adunni, index).text;
    expect(withDesignLine(once, adunni, index)).toEqual({ text: once, replaced: null });
    expect(withDesignLine(adunniLine, adunni, index).text).toBe(adunniLine);
  });

  it("swaps the line written for another design, keeping the rest", () => {
    expect(withDesignLine(`${bubuLine}\nIn green, please.`, adunni, index)).toEqual({
      text: `${adunniLine}\nIn green, please.`,
      replaced: bubu,
    });
  });

  it("keeps a line the visitor changed, and a mention of the design further down", () => {
    expect(withDesignLine(`${bubuLine} but shorter`, adunni, index).text).toBe(
      `${adunniLine}\n${bubuLine} but shorter`,
    );
    expect(withDesignLine(`Hello\n${adunniLine}`, adunni, index).text).toBe(
      `${adunniLine}\nHello\n${adunniLine}`,
    );
  });
});

describe("prefillOrder", () => {
  it("chooses the design's outfit type when none is chosen yet", () => {
    expect(prefillOrder({ details: "", outfitType: "" }, { design: adunni, index })).toEqual({
      details: `${adunniLine}\n`,
      outfitType: "bridal",
    });
    expect(prefillOrder({ details: "", outfitType: "" }, { design: bubu, index }).outfitType).toBe("custom");
  });

  it("keeps the outfit type the visitor chose", () => {
    const start = { details: `${adunniLine}\nFor the reception`, outfitType: "event" };
    expect(prefillOrder(start, { design: adunni, index })).toEqual(start);
  });

  it("moves the outfit type along with the line when the order moves to another design", () => {
    expect(
      prefillOrder({ details: `${adunniLine}\n`, outfitType: "bridal" }, { design: bubu, index }),
    ).toEqual({
      details: `${bubuLine}\n`,
      outfitType: "custom",
    });
    // …but not one the visitor changed since.
    expect(
      prefillOrder({ details: `${adunniLine}\n`, outfitType: "event" }, { design: bubu, index }).outfitType,
    ).toBe("event");
  });
});

describe("replaceText", () => {
  it("keeps the caret where the visitor was typing", () => {
    const field = document.createElement("textarea");
    document.body.append(field);
    field.value = "Ivory lace";
    field.focus();
    field.setSelectionRange(5, 5);
    replaceText(field, `${adunniLine}\nIvory lace`);
    expect(field.value).toBe(`${adunniLine}\nIvory lace`);
    expect(field.selectionStart).toBe(adunniLine.length + 1 + 5);
    expect(field.selectionEnd).toBe(adunniLine.length + 1 + 5);
    field.remove();
  });
});
