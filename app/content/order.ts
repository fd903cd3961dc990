/** The order page's words, from data/order.json; the form's own words are in data/order-form.json. */
import data from "./data/order.json" with { type: "json" };
import { orderSchema } from "./order.schema";
import { checkData } from "./schema";

export const orderPage = checkData("order.json", orderSchema, data);
