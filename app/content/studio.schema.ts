/** data/studio.json: the studio's name and contact details, shown on every page and given to search engines. */
import * as v from "valibot";
import { weekdays } from "./check";
import { internationalNumber, internationalNumberPattern } from "./phone-number";
import { fields, list, paragraph, text } from "./schema";

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function time(hint: string) {
  return v.pipe(
    v.string(`"{field}" must be a time like "09:00".`),
    v.regex(
      timePattern,
      (issue) => `"${String(issue.input)}" is not a time like "09:00" or "18:00" (24-hour clock).`,
    ),
    v.description(hint),
    v.metadata({ pattern: [timePattern.source, "A time like 09:00 or 18:30."] }),
  );
}

/**
 * A phone number in the international form, as the site shows it ("+234 803 555 0142"); a Nigerian
 * number written the local way ("0803 555 0142") is turned into it (phone-number.ts).
 */
function phoneNumber(what: string) {
  // The editor ends its pattern message with a full stop of its own.
  const rule = `Write + and the country code first, like +234 803 555 0142 (a number starting with 0, like 0803 555 0142, is taken as Nigerian)`;
  return v.pipe(
    v.string(`${what} must be text.`),
    v.check(
      (value) => internationalNumber(value) !== undefined,
      (issue) =>
        `${what} "${String(issue.input)}" is not a number in the international form that reaches the studio from abroad. ${rule}.`,
    ),
    v.transform((value) => internationalNumber(value) ?? value),
    v.metadata({ pattern: [internationalNumberPattern, rule] }),
  );
}

/** Degrees with at most 5 decimals (about a metre), within `limit` of 0. */
function degrees(what: string, limit: number) {
  return v.pipe(
    v.number(`the ${what} must be a number, like 7.14753.`),
    v.check(
      (value) => Math.abs(value) <= limit,
      (issue) =>
        `the ${what} ${String(issue.input)} is not on Earth: it goes from −${limit} to ${limit} (latitude first, then longitude).`,
    ),
    v.check(
      (value) => Math.abs(value * 1e5 - Math.round(value * 1e5)) < 1e-6,
      (issue) =>
        `the ${what} ${String(issue.input)} has more than 5 decimals: round it to 5 (about a metre).`,
    ),
  );
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const instagramPattern = /^[A-Za-z0-9._]{1,30}$/;
const countryCodePattern = /^[A-Z]{2}$/;

export const studioSchema = v.pipe(
  fields({
    name: v.pipe(text("the studio's name", "write it"), v.title("Studio name")),
    tagline: text(),
    blurb: v.pipe(paragraph(text()), v.title("About the studio (footer and search engines)")),
    phone: v.pipe(
      phoneNumber("the phone number"),
      v.description(
        "With the country code, as people should read it, for example +234 803 555 0142. A Nigerian number written 0803 555 0142 is published as +234 803 555 0142.",
      ),
    ),
    whatsapp: v.pipe(
      phoneNumber("the WhatsApp number"),
      v.title("WhatsApp number"),
      v.description("With the country code; usually the same as the phone."),
    ),
    email: v.pipe(
      v.string("the e-mail address must be text."),
      v.regex(
        emailPattern,
        (issue) => `"${String(issue.input)}" is not an e-mail address, like hello@ivoryandadire.com.`,
      ),
      v.title("E-mail"),
      v.metadata({ pattern: [emailPattern.source, "An e-mail address, like hello@example.com."] }),
    ),
    instagram: v.pipe(
      v.string("the Instagram name must be text."),
      v.regex(
        instagramPattern,
        (issue) =>
          `the Instagram name "${String(issue.input)}" must be the account's name alone, like ivoryandadire: no @, no link.`,
      ),
      v.title("Instagram name"),
      v.description("Without the @, for example ivoryandadire."),
      v.metadata({
        pattern: [instagramPattern.source, "Letters, digits, dots and underscores, without the @."],
      }),
    ),
    address: v.pipe(
      fields({
        area: text(),
        city: text(),
        region: v.pipe(text(), v.title("State")),
        country: text(),
        countryCode: v.pipe(
          v.string("the country code must be text."),
          v.regex(countryCodePattern, `the country code must be two capital letters, like "NG".`),
          v.description("Two capital letters, for example NG."),
          v.metadata({ pattern: [countryCodePattern.source, "Two capital letters, for example NG."] }),
        ),
        latitude: v.pipe(
          degrees("latitude", 90),
          v.description("Where the door is, for directions and the map, for example 7.14753."),
        ),
        longitude: v.pipe(degrees("longitude", 180), v.description("For example 3.36191.")),
      }),
      v.metadata({ collapsed: false }),
    ),
    openingHours: v.pipe(
      list(
        v.pipe(
          fields({
            days: list(
              v.picklist(
                weekdays,
                (issue) => `${issue.received} is not a day of the week (write it in full, e.g. "Monday").`,
              ),
              "the days",
              { min: 1 },
            ),
            opens: time("On a 24-hour clock, for example 09:00."),
            closes: time("For example 18:00."),
          }),
          v.check(
            ({ opens, closes }) => opens < closes,
            (issue) => {
              const { opens, closes } = issue.input as { opens: string; closes: string };
              return `the studio opens at ${opens} but closes at ${closes}.`;
            },
          ),
        ),
        "the opening hours",
        { min: 1 },
      ),
      v.metadata({
        label_singular: "opening time",
        summary: "{{fields.opens}}–{{fields.closes}}",
        collapsed: false,
      }),
    ),
    hoursNote: v.pipe(text(), v.title("Note beside the hours")),
    priceRange: v.pipe(text(), v.title("Price range for search engines")),
    currency: v.pipe(
      v.string("the currency must be text."),
      v.regex(/^[A-Z]{3}$/, `the currency must be its three-letter code, like "NGN".`),
    ),
  }),
  v.title("Contact details and hours"),
);
