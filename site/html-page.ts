/**
 * The one way the project reads its built pages: htmlparser2 tokenizes the HTML as a browser would
 * (quoted `>` in attributes, raw text in `<script>` and `<style>`, entities in attribute values),
 * and every element comes back with its attributes and where it sits in the source. The page
 * rewrite (scripts/optimize-pages.ts) edits the source at those places, so everything it does not
 * touch stays byte for byte as React Router wrote it; the CSP hashes (content-security-policy.ts)
 * and the byte budgets (scripts/route-weight.ts) only read.
 */
import { Parser } from "htmlparser2";

export interface HtmlElement {
  /** Tag name, lowercased. */
  name: string;
  /** Attribute values with entities decoded; an attribute without a value is "". */
  attributes: Readonly<Record<string, string>>;
  /** Where the start tag begins, and where it ends (exclusive). */
  start: number;
  openEnd: number;
  /** Where the end tag begins (its text ends here) and where the element ends (exclusive); for a void element, both are `openEnd`. */
  closeStart: number;
  end: number;
  /** The source between the tags, exactly as written (the text a CSP hash is taken of, for scripts and styles). */
  text: string;
  /** The enclosing elements' names, outermost first. */
  ancestors: readonly string[];
}

/** Every element of a document, in source order. */
export function readHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const open: { element: HtmlElement; index: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: HtmlElement = {
          name,
          attributes,
          start: parser.startIndex,
          openEnd: parser.endIndex + 1,
          closeStart: parser.endIndex + 1,
          end: parser.endIndex + 1,
          text: "",
          ancestors: open.map((entry) => entry.element.name),
        };
        open.push({ element, index: elements.push(element) - 1 });
      },
      onclosetag(_name, implied) {
        const entry = open.pop();
        if (!entry) return;
        const { element } = entry;
        // An implied end (a void element, or one the parser closed for its parent) ends where the source says.
        const closeStart = implied ? Math.max(element.openEnd, parser.startIndex) : parser.startIndex;
        const end = implied ? Math.max(element.openEnd, parser.startIndex) : parser.endIndex + 1;
        elements[entry.index] = {
          ...element,
          closeStart,
          end,
          text: html.slice(element.openEnd, closeStart),
        };
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return elements;
}

/** The elements called `name`; outside `<noscript>` unless asked otherwise. */
export function elementsNamed(
  elements: readonly HtmlElement[],
  name: string,
  { inNoscript = false }: { inNoscript?: boolean } = {},
): HtmlElement[] {
  return elements.filter(
    (element) => element.name === name && (inNoscript || !element.ancestors.includes("noscript")),
  );
}

/** True for an element that has the attribute, with or without a value. */
export function has(element: HtmlElement, attribute: string): boolean {
  return Object.hasOwn(element.attributes, attribute);
}

/** Replaces source ranges (from the end, so earlier positions stay valid). */
export function replaceRanges(
  html: string,
  replacements: readonly { start: number; end: number; text: string }[],
): string {
  let result = html;
  for (const { start, end, text } of [...replacements].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}
