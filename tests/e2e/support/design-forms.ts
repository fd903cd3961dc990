/**
 * The designs the forms can be opened about, read from the collection's content (as the site's
 * own index is built), and what the forms should say about one: the line the text starts with
 * and the `design` field, both naming the design and its page's address on the tested site.
 */
import type { Page } from "@playwright/test";
import type * as DesignIndexModule from "../../../app/content/design-index";
import { loadContent } from "../../../scripts/load-content";
import { expect, quickPolls, settle } from "./fixtures";
import { siteOrigin } from "./form-service";

const { designIndex } = await loadContent<typeof DesignIndexModule>("app/content/design-index.ts");

export interface TestDesign {
  slug: string;
  name: string;
  section: "bridal" | "bespoke";
  /** The design's page, absolute, on the address the build was configured with. */
  url: string;
  /** The line the order's details and the inquiry's message start with. */
  line: string;
  /** The `design` field's value. */
  field: string;
}

function testDesign(section: TestDesign["section"]): TestDesign {
  const design = designIndex.find((entry) => entry.section === section);
  if (!design) throw new Error(`The collection has no ${section} design to test the forms with.`);
  const url = `${siteOrigin}/collection/${design.slug}`;
  return { ...design, url, line: `Design: ${design.name} (${url})`, field: `${design.name} (${url})` };
}

export const bridalDesign = testDesign("bridal");
export const bespokeDesign = testDesign("bespoke");

/** The path of the index the forms look a design up in. */
export const designIndexPath = "/collection/index.json";

/** A text's first line. */
export function firstLine(text: string): string {
  return text.split("\n")[0] ?? "";
}

/**
 * Counts the page's requests for the design index, and waits until every one has been answered
 * and the page has had time to act on the answer: after that, the form will not change by itself.
 */
export function watchDesignIndex(page: Page) {
  let started = 0;
  let finished = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === designIndexPath) started++;
  });
  const done = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === designIndexPath) finished++;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    get requests() {
      return started;
    },
    async settled(): Promise<void> {
      // The page's own tasks first: a request it was about to send has been seen after this.
      await settle(page);
      await expect
        .poll(() => finished, { ...quickPolls, message: "every request for the design index answered" })
        .toBe(started);
      await settle(page);
    },
  };
}
