/** The About page's words, from data/about.json. Its photos are in about-photos.ts. */
import json from "./data/about.json" with { type: "json" };
import type { AboutData } from "./schema";
// Checks about.json, words and photos, while the site is built.
import "./about-photos";

const { photos, ...words } = json as AboutData;
void photos;

export const aboutCopy = words;
