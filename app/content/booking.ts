/**
 * The Book page's appointments and words, from data/booking.json, checked against the studio's
 * opening hours (studio.json): every kind of appointment must fit in each day the studio is open.
 */
import data from "./data/booking.json" with { type: "json" };
import { describeOpeningHours } from "../lib/opening-hours";
import { bookingSchema } from "./booking.schema";
import { ContentError, checkData, dataFolder } from "./schema";
import { studio } from "./studio";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function checkLengths(
  kinds: readonly { label: string; minutes: number }[],
  hours: readonly { days: readonly string[]; opens: string; closes: string }[],
): void {
  kinds.forEach((kind, index) => {
    const tooShort = hours.find((span) => minutesOf(span.closes) - minutesOf(span.opens) < kind.minutes);
    if (tooShort)
      throw new ContentError(
        `${dataFolder}/booking.json: kind ${index + 1} ("${kind.label}"): minutes: ${kind.minutes} minutes do not fit between ${tooShort.opens} and ${tooShort.closes}, when the studio is open on ${tooShort.days.join(", ")} (studio.json).`,
      );
  });
}

const checked = checkData("booking.json", bookingSchema, data);
checkLengths(checked.kinds, studio.openingHours);

export const booking = checked;

/** The days and hours the page offers, and how its hint says them ("Monday to Saturday, 9:00 to 18:00"). */
export const bookingHours = {
  spans: studio.openingHours,
  described: describeOpeningHours(studio.openingHours),
};
