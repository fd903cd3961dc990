/** The About page's words, from data/about.json. Its photos are in about-photos.ts. */
import { aboutSchema } from "./about.schema";
import json from "./data/about.json" with { type: "json" };
import { checkData } from "./schema";

const { photos, ...words } = checkData("about.json", aboutSchema(), json);
void photos;

export const aboutCopy = words;
