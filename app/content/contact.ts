/** The Contact page's words, from data/contact.json. */
import { contactSchema } from "./contact.schema";
import data from "./data/contact.json" with { type: "json" };
import { checkData } from "./schema";

export const contactPage = checkData("contact.json", contactSchema, data);
