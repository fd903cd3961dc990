/**
 * The occasions a design is made for, from data/occasions.json: each design names its occasions by
 * id in data/designs.json, checked against this list. The words are the collection's Occasion links'
 * and each occasion's page's (/collection/occasion/<id>).
 */
import data from "./data/occasions.json" with { type: "json" };
import { occasionsSchema } from "./occasions.schema";
import { checkData } from "./schema";

export const occasionsCopy = checkData("occasions.json", occasionsSchema, data);

export const occasions = occasionsCopy.occasions;

export type Occasion = (typeof occasions)[number];
