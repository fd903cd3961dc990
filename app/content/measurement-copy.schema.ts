/**
 * data/measurement-copy.json: every word of the order form's Measurements part. `{label}` is the
 * measurement, `{value}` what was typed with its unit, `{example}` a number in the chosen unit,
 * `{name}` the name given to measurements kept on the customer's phone and `{date}` the day they
 * were last saved.
 */
import * as v from "valibot";
import { fields, paragraph, text, textWith } from "./schema";

export const measurementCopySchema = v.pipe(
  fields({
    legend: text(),
    // The three ways to give measurements. The chosen one is also what the studio's e-mail says.
    choices: fields({ studio: text(), now: text(), whatsapp: text() }),
    tip: paragraph(text()),
    unit: fields({ legend: text(), cm: text(), in: text() }),
    // Opens a measurement's drawing and how to take it; the measurement's name follows it, read out.
    howTo: text(),
    chooseType: text(),
    noList: paragraph(text()),
    messages: fields({
      tooSmall: textWith("label", "value"),
      tooLarge: textWith("label", "value"),
      unreadable: textWith("label", "value", "example"),
    }),
    examples: fields({ cm: text(), in: text() }),
    // The studio's e-mail, when the customer chose "now" but typed nothing.
    noneEntered: text(),
    saved: fields({
      keep: text(),
      keepName: text(),
      defaultName: text(),
      keepHint: paragraph(text()),
      use: textWith("name", "date"),
      forget: textWith("name"),
      used: textWith("name"),
      forgotten: textWith("name"),
    }),
  }),
  v.title("Measurement words"),
);
