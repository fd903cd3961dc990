// The `?design=<slug>` value is only used to find a design in the collection's index: what the
// form shows and sends comes from the index, so nothing typed into the URL reaches the studio.
// Loaded only when the address names a design (`requestedDesign`, in design-links.ts).
import type { DesignSummary } from "~/content/design-index";
import { designLines } from "~/content/design-lines";
import { fillIn } from "./fill-in";
import type { orderForm } from "~/content/order-form";
import { designUrl } from "./design-links";
import { dataPaths } from "./paths";

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

export function readDesignIndex(body: unknown): DesignSummary[] {
  return Array.isArray(body) ? body.filter(isDesignSummary) : [];
}

export interface FoundDesign {
  design: DesignSummary;
  /** To recognise a line an earlier visit wrote into the form for another design. */
  index: readonly DesignSummary[];
}

export function findDesign(index: readonly DesignSummary[], slug: string): FoundDesign | null {
  const design = index.find((entry) => entry.slug === slug);
  return design ? { design, index } : null;
}

/** The collection's index, or an empty list when it cannot be had. */
export async function loadDesignIndex(signal?: AbortSignal): Promise<DesignSummary[]> {
  try {
    const response = await fetch(dataPaths.designIndex, { signal, headers: { Accept: "application/json" } });
    return response.ok ? readDesignIndex(await response.json()) : [];
  } catch {
    return [];
  }
}

export async function lookUpDesign(slug: string, signal?: AbortSignal): Promise<FoundDesign | null> {
  return findDesign(await loadDesignIndex(signal), slug);
}

export function designLine(design: DesignSummary): string {
  return fillIn(designLines.formLine, { name: design.name, url: designUrl(design.slug) });
}

export function designFieldValue(design: DesignSummary): string {
  return fillIn(designLines.formField, { name: design.name, url: designUrl(design.slug) });
}

type OutfitType = (typeof orderForm.outfitTypes.options)[number]["value"];

export function outfitTypeFor(section: DesignSummary["section"]): OutfitType {
  return section === "bridal" ? "bridal" : "custom";
}

function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}

// A reload never repeats the line, and a first line written for another design is swapped out;
// the visitor's own text stays.
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

// The visitor's outfit type is kept unless it was the one set for an earlier design.
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

// The visitor may be typing here; the text only changes at its start, so the caret shifts with it.
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
