/**
 * The links to the Book page that other pages show, from data/booking.json: a module of their own,
 * so the contact page, the design pages and the thank-you page carry these words and not the
 * whole booking page's.
 */
import data from "./data/booking.json" with { type: "json" };
import { bookingSchema } from "./booking.schema";
import { checkData } from "./schema";
import { studio } from "./studio";

const { links, kinds } = checkData("booking.json", bookingSchema(studio.openingHours), data);

export const bookingLinks = links;

/** The kind of appointment that asks for an order's reference: what "Book your first fitting" chooses. */
export const fittingKind = kinds.find((kind) => kind.asksForReference)?.id ?? "";
