/**
 * data/order-photos.json: every word of the order form's photos field. `{name}`, `{size}`,
 * `{count}` and the like are filled in per photo. The kinds' keys name the files sent
 * ("inspiration-1.jpg") and the field names are fixed in the component: the studio's e-mail is
 * built from both, so only their words change. How many photos and how large (the words say 4 and
 * 5 MB) is set in ~/lib/attachment.ts.
 */
import * as v from "valibot";
import { fields, paragraph, text, textWith } from "./schema";

const limitsHint =
  "The limits (up to 4 photos, 5 MB for a photo sent as it is) are set by the site: keep the numbers as they are.";

export const orderPhotosSchema = v.pipe(
  fields({
    label: text(),
    // Before the page's script runs the field takes one photo, sent as it is.
    hint: v.pipe(text(), v.description(limitsHint)),
    // Once the script runs, photos are made smaller in the page before they are sent.
    hintEnhanced: v.pipe(
      paragraph(text()),
      v.title("Hint once the page has loaded"),
      v.description(limitsHint),
    ),
    // The button that opens the phone's photo picker.
    add: v.pipe(text(), v.title("Add photos button")),
    list: v.pipe(text(), v.title("List name (read out)")),
    // The small select on each photo; the file's name follows it for assistive technology.
    kindLabel: text(),
    // In the order a new photo takes them: the first is the inspiration, the second the fabric…
    kinds: fields({
      inspiration: text(),
      fabric: text(),
      "photo-of-me": v.pipe(text(), v.title("A photo of me")),
      other: text(),
    }),
    thumbnail: textWith("name"),
    remove: text(),
    sizes: fields({
      shrinking: textWith("size"),
      shrunk: textWith("from", "to"),
      // An arrow is not read well.
      shrunkSpoken: v.pipe(textWith("from", "to"), v.title("Shrunk (read out)")),
    }),
    // Announced politely as photos are added, made smaller and removed.
    status: fields({
      ready: textWith("name", "size"),
      none: text(),
      one: text(),
      many: textWith("count"),
    }),
    messages: fields({
      notImage: v.pipe(textWith("name"), v.title("Not an image")),
      tooManyOne: v.pipe(paragraph(textWith("name")), v.title("Too many (one)")),
      tooManyMore: v.pipe(paragraph(textWith("count", "names")), v.title("Too many (more)")),
      cannotOpen: paragraph(textWith("name")),
      noRoom: paragraph(textWith("name")),
      offline: paragraph(text()),
      overBudget: paragraph(textWith("size")),
    }),
    // One line per photo in the `photos` field of the studio's e-mail.
    summary: fields({
      shrunk: textWith("field", "kind", "name", "width", "height", "size"),
    }),
  }),
  v.title("Order form photos"),
);
