/**
 * The Book page's appointments and words, from data/booking.json, checked against the studio's
 * opening hours (studio.json): every kind of appointment must fit in each day the studio is open.
 */
import data from "./data/booking.json" with { type: "json" };
import { describeOpeningHours } from "../lib/opening-hours";
import { bookingSchema } from "./booking.schema";
import { checkData } from "./schema";
import { studio } from "./studio";

export const booking = checkData("booking.json", bookingSchema(studio.openingHours), data);

/** The days and hours the page offers, and how its hint says them ("Monday to Saturday, 9:00 to 18:00"). */
export const bookingHours = {
  spans: studio.openingHours,
  described: describeOpeningHours(studio.openingHours),
};
