/** Every word the inquiry form shows, from data/inquiry-form.json. */
import data from "./data/inquiry-form.json" with { type: "json" };
import { inquiryFormSchema } from "./inquiry-form.schema";
import { checkData } from "./schema";

export const inquiryForm = checkData("inquiry-form.json", inquiryFormSchema, data);
