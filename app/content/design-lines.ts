/**
 * The lines about a design that the forms and WhatsApp messages write, from data/design-page.json:
 * a module of their own, so the forms' pages carry none of the design page's other words.
 */
import data from "./data/design-page.json" with { type: "json" };
import { designPageSchema } from "./design-page.schema";
import { checkData } from "./schema";

const { formLine, formField, whatsappMessage } = checkData("design-page.json", designPageSchema, data);

export const designLines = { formLine, formField, whatsappMessage };
