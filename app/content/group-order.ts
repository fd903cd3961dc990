/** The words of a group order, from data/group-order.json; loaded only with a group's link or panel. */
import data from "./data/group-order.json" with { type: "json" };
import { groupOrderSchema } from "./group-order.schema";
import { checkData } from "./schema";

export const groupOrder = checkData("group-order.json", groupOrderSchema, data);
