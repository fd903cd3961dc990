/**
 * The order and inquiry forms opened from a design's page (`?design=<slug>`): which design the
 * address names, and how the form's text starts out about it. The slug is only ever used to find a
 * design in the collection's own index; what the visitor sees and sends comes from that index, so
 * nothing typed into the address reaches the page or the studio's e-mail.
 */
import type { DesignSummary } from "~/content/design-index";
import { designPage, fillIn } from "~/content/design-page";
import type { orderForm } from "~/content/order-form";
import { designParameter, designUrl } from "./design-links";
import { dataPaths } from "./paths";

/** The shape every design's page address has (app/content/check.ts refuses any other). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Far longer than any design's name makes; a longer value is not a design's. */
const longestSlug = 80;

/** The design an address asks for: one value, shaped like a page address, or nothing at all. */
export function requestedDesign(search: string): string | null {
  const values = new URLSearchParams(search).getAll(designParameter);
  // Named twice, the address is ambiguous (or made up): better no design than the wrong one.
  if (values.length !== 1) return null;
  const slug = values[0] ?? "";
  return slug.length <= longestSlug && slugPattern.test(slug) ? slug : null;
}

const sections: readonly string[] = ["bridal", "bespoke"];

function isDesignSummary(value: unknown): value is DesignSummary {
  if (typeof value !== "object" || value === null) return false;
  const { slug, name, section } = value as Record<string, unknown>;
  return (
    typeof slug === "string" &&
    typeof name === "string" &&
    name.trim() !== "" &&
    typeof section === "string" &&
    sections.includes(section)
  );
}

/** The designs of an index as it came over the network: entries of any other shape are left out. */
export function readDesignIndex(body: unknown): DesignSummary[] {
  return Array.isArray(body) ? body.filter(isDesignSummary) : [];
}

export interface FoundDesign {
  design: DesignSummary;
  /** Every design, to recognise a line an earlier visit put into the form for another one. */
  index: readonly DesignSummary[];
}

/** The design with exactly this slug (no change of case, no trimming), or null. */
export function findDesign(index: readonly DesignSummary[], slug: string): FoundDesign | null {
  const design = index.find((entry) => entry.slug === slug);
  return design ? { design, index } : null;
}

/**
 * Looks the slug up in the prerendered index. Any failure (offline, a blocked or broken answer)
 * is simply no design: the form then works as it always does.
 */
export async function lookUpDesign(slug: string, signal?: AbortSignal): Promise<FoundDesign | null> {
  try {
    const response = await fetch(dataPaths.designIndex, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return findDesign(readDesignIndex(await response.json()), slug);
  } catch {
    return null;
  }
}

/** "Design: Adunni (https://…/collection/adunni)": the line the form's text starts with. */
export function designLine(design: DesignSummary): string {
  return fillIn(designPage.formLine, { name: design.name, url: designUrl(design.slug) });
}

/** "Adunni (https://…/collection/adunni)": the `design` field sent with the form. */
export function designFieldValue(design: DesignSummary): string {
  return fillIn(designPage.formField, { name: design.name, url: designUrl(design.slug) });
}

type OutfitType = (typeof orderForm.outfitTypes.options)[number]["value"];

/** Bridal designs are bridal orders; every other design is made as a custom design. */
export function outfitTypeFor(section: DesignSummary["section"]): OutfitType {
  return section === "bridal" ? "bridal" : "custom";
}

function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}

/**
 * The visitor's text with the design's line in front. Text that already starts with it is left
 * as it is (a reload never repeats it). A first line this form wrote for another design, word for
 * word, is swapped for this one; anything else the visitor wrote stays, below the line.
 */
export function withDesignLine(
  text: string,
  design: DesignSummary,
  index: readonly DesignSummary[],
): { text: string; replaced: DesignSummary | null } {
  const line = designLine(design);
  const first = firstLine(text);
  if (first === line) return { text, replaced: null };
  const replaced =
    index.find((other) => other.slug !== design.slug && first !== "" && designLine(other) === first) ?? null;
  const rest = replaced ? text.slice(first.length + 1) : text;
  return { text: `${line}\n${rest}`, replaced };
}

export interface OrderStart {
  details: string;
  outfitType: string;
}

/**
 * The order form's details and outfit type for a design. An outfit type the visitor chose is kept,
 * unless it was the one chosen for the design this order was about before.
 */
export function prefillOrder(current: OrderStart, found: FoundDesign): OrderStart {
  const { text, replaced } = withDesignLine(current.details, found.design, found.index);
  const fromEarlierDesign = replaced !== null && current.outfitType === outfitTypeFor(replaced.section);
  return {
    details: text,
    outfitType:
      current.outfitType === "" || fromEarlierDesign
        ? outfitTypeFor(found.design.section)
        : current.outfitType,
  };
}

/**
 * Puts new text into a field the visitor may be typing in at this moment. The text only ever
 * changes at its start, so the caret moves along with what the visitor was writing.
 */
export function replaceText(control: HTMLTextAreaElement, text: string): void {
  if (control.value === text) return;
  const focused = control.ownerDocument.activeElement === control;
  const shift = text.length - control.value.length;
  const { selectionStart, selectionEnd } = control;
  control.value = text;
  if (focused) {
    const place = (offset: number) => Math.min(text.length, Math.max(0, offset + shift));
    control.setSelectionRange(place(selectionStart), place(selectionEnd));
  }
}
