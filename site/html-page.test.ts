import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { elementsNamed, has, readHtml, replaceRanges } from "./html-page";

/** Pages exactly as React Router prerenders them, captured from a real build (fixtures/README.md). */
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name), "utf8");
const home = fixture("home.prerendered.html");
const order = fixture("order.prerendered.html");

describe("reading a page React Router built", () => {
  const elements = readHtml(home);

  it("gives each element's source range, so the page can be edited where it stands", () => {
    for (const element of elements) {
      const source = home.slice(element.start, element.end);
      expect(source.toLowerCase().startsWith(`<${element.name}`)).toBe(true);
      expect(home.slice(element.openEnd, element.closeStart)).toBe(element.text);
    }
    const [html] = elements;
    expect(html?.name).toBe("html");
    expect(html?.end).toBe(home.length);
  });

  it("keeps script text exactly as written, comparisons and ampersands included", () => {
    const scripts = elementsNamed(elements, "script").filter((script) => !has(script, "src"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(home).toContain(`>${script.text}</script>`);
    }
    expect(scripts.some((script) => script.attributes.type === "module")).toBe(true);
  });

  it("reads attribute names lowercased and values with their entities decoded", () => {
    const preload = elementsNamed(elements, "link").find((link) => link.attributes.as === "image");
    expect(preload?.attributes.imagesrcset).toMatch(/^\/assets\/hero-1-.*\.avif 360w, /);
    expect(preload?.attributes.fetchpriority).toBe("high");
    const encoded = readHtml('<a href="/x?a=1&amp;b=2" title="a &gt; b">x</a>')[0];
    expect(encoded?.attributes).toEqual({ href: "/x?a=1&b=2", title: "a > b" });
  });

  it("tells what sits inside <noscript>, and leaves it out unless asked", () => {
    const all = elementsNamed(elements, "picture", { inNoscript: true });
    const shown = elementsNamed(elements, "picture");
    expect(all.length).toBeGreaterThan(shown.length);
    expect(all.filter((picture) => picture.ancestors.includes("noscript"))).toHaveLength(
      all.length - shown.length,
    );
  });

  it("finds the order form and its action", () => {
    const [form] = elementsNamed(readHtml(order), "form");
    expect(form?.attributes.method).toBe("post");
    expect(form?.attributes.action).toMatch(/^https:\/\/formsubmit\.co\//);
  });

  it("does not end an element at a '>' inside a quoted attribute", () => {
    const [div, span] = readHtml('<div data-rule="a > b"><span>in</span></div>');
    expect(div?.attributes["data-rule"]).toBe("a > b");
    expect(span?.ancestors).toEqual(["div"]);
    expect(div?.text).toBe("<span>in</span>");
  });
});

describe("replaceRanges", () => {
  it("applies every replacement at its place in the original, whatever their order", () => {
    const html = "<p>one</p><p>two</p>";
    const [first, second] = readHtml(html);
    expect(
      replaceRanges(html, [
        { start: first!.start, end: first!.end, text: "<b>1</b>" },
        { start: second!.end, end: second!.end, text: "<i>3</i>" },
        { start: second!.start, end: second!.end, text: "" },
      ]),
    ).toBe("<b>1</b><i>3</i>");
  });
});
