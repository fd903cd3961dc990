/**
 * data/booking.json: the appointments a customer can ask for on the Book page (their kinds and
 * lengths, how far ahead, the days the studio is away) and every word the page shows. The days and
 * hours the studio is open are its opening hours, in studio.json.
 */
import * as v from "valibot";
import { fieldNames, placeholderFieldNames } from "../lib/form-fields";
import { bookingFields } from "../lib/booking-fields";
import { at, fields, list, paragraph, perField, text, textWith } from "./schema";

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A date written 2026-12-25 that is on the calendar (no 31 June). */
export function isRealDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const whereValues = ["studio", "whatsapp-video"] as const;

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`${what} must be a number.`),
    v.integer(`${what} must be a whole number.`),
    v.minValue(min, `${what} must be at least ${min}.`),
    v.maxValue(max, `${what} must be at most ${max}.`),
  );

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The schema, with the studio's opening hours (studio.json) that every kind's length must fit in. */
export function bookingSchema(
  hours: readonly { days: readonly string[]; opens: string; closes: string }[] = [],
) {
  return v.pipe(
    fields({
      title: v.pipe(text(), v.title("Title in search results and browser tabs")),
      description: v.pipe(paragraph(text()), v.title("Description in search results")),
      eyebrow: text(),
      heading: text(),
      intro: paragraph(text()),
      formHeading: text(),
      kinds: v.pipe(
        list(
          fields({
            id: v.pipe(
              v.string("the id must be text."),
              v.regex(/^[a-z][a-z-]*$/, `the id must be lowercase letters and dashes, like "studio".`),
              v.title("Id"),
              v.description("Lowercase letters and dashes; a link to /book?kind=<id> chooses it."),
            ),
            label: text("the label", "write the appointment as the page shows it"),
            minutes: v.pipe(
              wholeNumber("the length in minutes", 15, 600),
              v.title("Length in minutes"),
              v.description("Times are offered in steps of this length within the opening hours."),
            ),
            where: v.pipe(
              v.picklist(whereValues, `"where" must be "studio" or "whatsapp-video".`),
              v.title("Where"),
            ),
            asksForReference: v.pipe(
              v.boolean("asksForReference must be true or false."),
              v.title("Asks for an order's reference"),
            ),
            // The start of the e-mail's subject: "Consultation request BK-…: <day>, <time> WAT".
            request: v.pipe(text(), v.title("Start of the e-mail's subject")),
          }),
          "the kinds of appointment",
          { min: 1, max: 6 },
        ),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const kinds = dataset.value;
          kinds.forEach((kind, index) => {
            if (kinds.findIndex((other) => other.id === kind.id) !== index)
              addIssue({ message: `the id "${kind.id}" is used twice.`, path: at(kinds, index, "id") });
            const short = hours.find((span) => minutesOf(span.closes) - minutesOf(span.opens) < kind.minutes);
            if (short)
              addIssue({
                message: `"{field}" ${kind.minutes} does not fit between ${short.opens} and ${short.closes}, when the studio is open on ${short.days.join(", ")} (studio.json): shorten it, or change the opening hours.`,
                path: at(kinds, index, "minutes"),
              });
          });
        }),
        v.title("Kinds of appointment"),
        v.metadata({ label_singular: "kind", summary: "{{fields.label}} ({{fields.minutes}} min)" }),
      ),
      noticeDays: v.pipe(
        wholeNumber("the notice", 0, 30),
        v.title("Days of notice"),
        v.description("1 means the first day offered is tomorrow."),
      ),
      horizonWeeks: v.pipe(
        wholeNumber("the horizon", 1, 52),
        v.title("Weeks ahead"),
        v.description("How far ahead a customer can ask, for example 8."),
      ),
      blockedDates: v.pipe(
        v.array(
          fields({
            date: v.pipe(
              v.string("the date must be text, like 2026-12-25."),
              v.check(isRealDate, (issue) => `"${String(issue.input)}" is not a date like 2026-12-25.`),
              v.description("Year-month-day, for example 2026-12-25."),
              v.metadata({ pattern: [isoDatePattern.source, "A date like 2026-12-25."] }),
            ),
            note: v.pipe(text(), v.description("Why, as the page says it: Christmas, a trip, a fair.")),
          }),
          "the blocked dates must be a list.",
        ),
        v.title("Days the studio is away"),
        v.metadata({ label_singular: "day", summary: "{{fields.date}} {{fields.note}}" }),
      ),
      referencePrefix: v.pipe(
        v.string("the prefix must be text."),
        v.regex(/^[A-Z]{1,4}$/, `the prefix must be 1 to 4 capital letters, like "BK".`),
        v.title("Reference prefix"),
      ),
      subject: v.pipe(text(), v.title("E-mail subject (without script)")),
      kindLegend: text(),
      minutesLabel: textWith("minutes"),
      whereLabels: fields({ studio: text(), "whatsapp-video": text() }),
      labels: perField(["day", "time", ...fieldNames(bookingFields)], () => text()),
      placeholders: perField(placeholderFieldNames(bookingFields), () => text()),
      hints: fields({ day: textWith("days"), orderReference: text() }),
      timePlaceholder: text(),
      problems: fields({
        closedDay: textWith("weekday"),
        blockedDay: textWith("date", "note"),
        tooSoon: textWith("date"),
        tooLate: textWith("date"),
        reference: text(),
      }),
      yourTime: textWith("time", "city"),
      summary: textWith("when"),
      design: fields({ label: text(), sent: text(), dismiss: text() }),
      // Above the button: no time is booked until the studio says so.
      requestNote: paragraph(text()),
      submit: text(),
      messages: fields({
        offline: paragraph(text()),
        kept: paragraph(textWith("reference")),
        blocked: paragraph(text()),
      }),
      thankYou: v.pipe(
        fields({
          heading: text(),
          reference: text(),
          time: text(),
          confirm: text(),
          whatsapp: text(),
          whatsappMessage: paragraph(textWith("reference", "when")),
          calendarHeading: text(),
          calendarFile: text(),
          googleCalendar: text(),
          eventTitle: textWith("kind"),
          eventDetails: paragraph(textWith("reference")),
          videoLocation: text(),
        }),
        v.title("Thank-you page after a booking"),
      ),
      links: v.pipe(
        fields({ contact: text(), design: text(), order: text() }),
        v.title("Links to this page"),
      ),
    }),
    v.title("Booking"),
  );
}
