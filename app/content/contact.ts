/** The Contact page's words, from data/contact.json, and the studio's visit details worked out once. */
import { directionsUrl, mapEmbedUrl } from "../lib/maps";
import { describeOpeningHours } from "../lib/opening-hours";
import { contactSchema } from "./contact.schema";
import data from "./data/contact.json" with { type: "json" };
import { checkData } from "./schema";
import { studio } from "./studio";

export const contactPage = checkData("contact.json", contactSchema, data);

// Made here, at build time, so the page carries the addresses and the hours as text, not the code.
export const studioVisit = {
  directions: directionsUrl(studio.address.coordinates),
  map: mapEmbedUrl(studio.address.coordinates),
  hours: describeOpeningHours(studio.openingHours, studio.hoursNote),
};
