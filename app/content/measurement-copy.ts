import { expectFilledIn } from "./check";

/**
 * Every word of the order form's Measurements part. What to measure for each outfit is in
 * measurements.ts. Words in `{braces}` are filled in; keep them.
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
  /** Shown instead of the fields for an outfit type that has no list in measurements.ts. */
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

export const measurementCopy = {
  legend: "Measurements",
  choices: {
    studio: "I'll be measured at the studio",
    now: "I'll enter my measurements now",
    whatsapp: "I'll send them later on WhatsApp",
  },
  tip: "Use a soft tape over light clothes, snug but not tight. It is easier with someone to help.",
  unit: { legend: "Measured in", cm: "Centimetres (cm)", in: "Inches (in)" },
  chooseType: "Choose an outfit type above and we will show what to measure.",
  noList:
    "For this outfit we will tell you what to measure. Write what you know in the details, or choose to be measured at the studio.",
  messages: {
    tooSmall: "{label} {value} looks too small: check the unit",
    tooLarge: "{label} {value} looks too large: check the unit",
    unreadable: '{label}: we could not read "{value}". Type a number, like {example}',
  },
  examples: { cm: "86.5", in: "34.5" },
  noneEntered: "None entered",
  saved: {
    keep: "Keep these measurements on this phone as",
    keepName: "Name for these measurements",
    defaultName: "Me",
    keepHint: "They stay in this phone's browser for your next order. We never store them.",
    use: "Use saved measurements: {name} (updated {date})",
    forget: "Forget {name}'s measurements",
    used: "{name}'s measurements are filled in. Check them before you send.",
    forgotten: "{name}'s measurements are no longer kept on this phone.",
  },
} satisfies MeasurementCopy;

if (import.meta.env.SSR) {
  expectFilledIn("measurement-copy.ts", measurementCopy);
}
