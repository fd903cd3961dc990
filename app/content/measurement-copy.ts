import data from "./data/measurement-copy.json" with { type: "json" };
import { checkData, measurementCopySchema } from "./schema";

/**
 * Every word of the order form's Measurements part, from data/measurement-copy.json. What to
 * measure for each outfit is in data/measurements.json. Words in `{braces}` are filled in; keep them.
 */
export interface MeasurementCopy {
  legend: string;
  /** The three ways to give measurements. The chosen one is also what the studio's e-mail says. */
  choices: { studio: string; now: string; whatsapp: string };
  /** Under "now", before the fields. */
  tip: string;
  unit: { legend: string; cm: string; in: string };
  /** Shown instead of the fields until an outfit type is chosen. */
  chooseType: string;
  /** Shown instead of the fields for an outfit type that has no list in measurements.json. */
  noList: string;
  /** Under a field. `{label}` is the measurement, `{value}` what was typed with its unit. */
  messages: { tooSmall: string; tooLarge: string; unreadable: string };
  /** The number the "could not read" message suggests (`{example}`), in each unit. */
  examples: { cm: string; in: string };
  /** The studio's e-mail, when the customer chose "now" but typed nothing. */
  noneEntered: string;
  /** Measurements kept on the customer's phone, never on a server. `{name}` is the name they gave. */
  saved: {
    keep: string;
    keepName: string;
    defaultName: string;
    keepHint: string;
    /** `{date}` is the day they were last saved, such as "3 Nov". */
    use: string;
    forget: string;
    used: string;
    forgotten: string;
  };
}

if (import.meta.env.SSR) {
  checkData("measurement-copy.json", measurementCopySchema, data);
}

export const measurementCopy = data satisfies MeasurementCopy;
