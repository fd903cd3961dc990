/**
 * The words a form says on a send with gaps or mistakes: a summary at the top ("2 things to fix"),
 * each problem beside its field too, and "Did you mean …?" under an e-mail address that looks
 * mistyped. The same words for every form; read by app/components/form-problems.tsx.
 */
import * as v from "valibot";
import { fields, text, textWith } from "./schema";

export const formProblemsSchema = v.pipe(
  fields({
    one: v.pipe(text(), v.title("One thing to fix")),
    many: v.pipe(textWith("count"), v.title("Several things to fix")),
    missing: v.pipe(text(), v.title("A field left empty")),
    choose: v.pipe(text(), v.title("A choice not made")),
    emailShape: v.pipe(text(), v.title("Not an e-mail address")),
    emailIncomplete: v.pipe(text(), v.title("An e-mail address without its ending")),
    didYouMean: v.pipe(textWith("email"), v.title("Suggested e-mail address")),
  }),
  v.title("Problems in a form"),
);
