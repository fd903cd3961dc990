/** The Contact page's words, from data/contact.json. */
import data from "./data/contact.json" with { type: "json" };
import { type ContactData, checkData, contactSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("contact.json", contactSchema, data);
}

export const contactPage = data as ContactData;
