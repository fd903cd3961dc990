/** data/order.json: the order page's words (the form's own are in order-form.json). */
import * as v from "valibot";
import { fields, paragraph, searchDescription, searchTitle, text } from "./schema";

export const orderSchema = v.pipe(
  fields({
    title: searchTitle,
    description: searchDescription,
    eyebrow: text(),
    heading: text(),
    intro: paragraph(text()),
  }),
  v.title("Order page"),
);
