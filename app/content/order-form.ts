import data from "./data/order-form.json" with { type: "json" };
import { checkData, orderFormSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("order-form.json", orderFormSchema, data);
}

/**
 * Every word the order form shows, and its outfit types with their usual lead times
 * (`leadWeeks`), from data/order-form.json. Field *names* are not here: the studio's e-mails are
 * built from them, so they are fixed in the form section.
 *
 * `leadWeeks`: the usual time from order to ready. A needed-by date sooner than that is still
 * taken; the customer is told the studio will confirm on WhatsApp, and the e-mail is marked a rush.
 */
export const orderForm = data;
