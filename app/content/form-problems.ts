/** What a form says of its gaps and mistakes, from data/form-problems.json. */
import data from "./data/form-problems.json" with { type: "json" };
import { formProblemsSchema } from "./form-problems.schema";
import { checkData } from "./schema";

export const formProblems = checkData("form-problems.json", formProblemsSchema, data);
