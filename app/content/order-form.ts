/**
 * Every word the order form shows, and its outfit types with their usual lead times
 * (`leadWeeks`), from data/order-form.json.
 */
import data from "./data/order-form.json" with { type: "json" };
import { orderFormSchema } from "./order-form.schema";
import { checkData } from "./schema";

export const orderForm = checkData("order-form.json", orderFormSchema, data);
