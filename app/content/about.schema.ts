/**
 * data/about.json: the About page's words and its carousel's photos, files whose names start with
 * "about-" (looked up when `photoFiles` is given: about-photos.ts, which finds them).
 */
import * as v from "valibot";
import {
  fields,
  line,
  lines,
  list,
  paragraph,
  photo,
  rotator,
  searchDescription,
  searchTitle,
  text,
} from "./schema";

export function aboutSchema(photoFiles?: ReadonlySet<string>) {
  return v.pipe(
    fields({
      title: searchTitle,
      description: searchDescription,
      eyebrow: text(),
      headingLabel: text(),
      storyHeading: text(),
      slogans: lines("the slogans"),
      paragraphs: lines("the paragraphs", paragraph(line)),
      carouselLabel: text(),
      cta: fields({ heading: text(), text: paragraph(text()), label: text() }),
      previous: text(),
      next: text(),
      photos: list(
        photo({
          files: photoFiles,
          which: `one of the About page's photos in app/content/images/ (their names start with "about-")`,
        }),
        "the photos",
        rotator,
      ),
    }),
    v.title("About page"),
  );
}
