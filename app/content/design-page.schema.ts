/**
 * data/design-page.json: the words of every design's page (/collection/<slug>), and of the price on
 * each card. `{name}`, `{url}`, `{n}`, `{count}`, `{price}` and `{what}` are filled in per design.
 */
import * as v from "valibot";
import { fields, paragraph, searchDescription, text, textWith } from "./schema";

export const designPageSchema = v.pipe(
  fields({
    title: v.pipe(textWith("name", "section"), v.title("Title in search results and browser tabs")),
    description: searchDescription,
    sections: fields({ bridal: text(), bespoke: text() }),
    eyebrow: fields({ bridal: text(), bespoke: text() }),
    made: paragraph(text()),
    price: v.pipe(
      fields({
        from: v.pipe(textWith("price"), v.title("Starting price")),
        onRequest: v.pipe(text(), v.title("When a design has no price")),
        includes: v.pipe(textWith("what"), v.title("What the price includes")),
      }),
      v.title("Price"),
      v.description(
        "How the cards and each design's page show its starting price: {price} is the amount, like ₦450,000; {what} is the design's own line of what it includes.",
      ),
    ),
    breadcrumb: fields({ label: text(), collection: text() }),
    actions: fields({
      order: text(),
      ask: text(),
      group: v.pipe(text(), v.title("Link that starts a group order of this design")),
      whatsapp: text(),
      share: text(),
      copied: text(),
      copyByHand: text(),
    }),
    whatsappMessage: paragraph(textWith("name", "url")),
    formLine: textWith("name", "url"),
    formField: textWith("name", "url"),
    viewer: fields({
      label: textWith("name"),
      photo: textWith("n", "count"),
      previous: text(),
      next: text(),
      fullScreen: text(),
      close: text(),
    }),
    neighbours: fields({ label: text(), previous: text(), next: text() }),
  }),
  v.title("Each design's page"),
);
