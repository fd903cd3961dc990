/**
 * The order page's words, from data/order.json; the form's own words are in data/order-form.json.
 * This module also checks data/order-photos.json, which order-photos.ts hands on unchecked: the
 * browser tests import that one outside the build.
 */
import data from "./data/order.json" with { type: "json" };
import orderPhotosData from "./data/order-photos.json" with { type: "json" };
import { checkData, orderPageSchema, orderPhotosSchema } from "./schema";

if (import.meta.env.SSR) {
  checkData("order.json", orderPageSchema, data);
  checkData("order-photos.json", orderPhotosSchema, orderPhotosData);
}

export const orderPage = data;
