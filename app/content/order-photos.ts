/** Every word of the order form's photos field, from data/order-photos.json. */
import data from "./data/order-photos.json" with { type: "json" };
import { orderPhotosSchema } from "./order-photos.schema";
import { checkData } from "./schema";

export const orderPhotos = checkData("order-photos.json", orderPhotosSchema, data);
