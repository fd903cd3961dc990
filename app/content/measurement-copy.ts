/**
 * Every word of the order form's Measurements part, from data/measurement-copy.json. What to
 * measure for each outfit is in data/measurements.json.
 */
import data from "./data/measurement-copy.json" with { type: "json" };
import { measurementCopySchema } from "./measurement-copy.schema";
import { checkData } from "./schema";

export const measurementCopy = checkData("measurement-copy.json", measurementCopySchema, data);
