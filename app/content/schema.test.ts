import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import about from "./data/about.json" with { type: "json" };
import collection from "./data/collection.json" with { type: "json" };
import contact from "./data/contact.json" with { type: "json" };
import designPage from "./data/design-page.json" with { type: "json" };
import designsFile from "./data/designs.json" with { type: "json" };
import errorPage from "./data/error-page.json" with { type: "json" };
import home from "./data/home.json" with { type: "json" };
import inquiryForm from "./data/inquiry-form.json" with { type: "json" };
import measurementCopy from "./data/measurement-copy.json" with { type: "json" };
import measurements from "./data/measurements.json" with { type: "json" };
import notFound from "./data/not-found.json" with { type: "json" };
import offline from "./data/offline.json" with { type: "json" };
import orderForm from "./data/order-form.json" with { type: "json" };
import orderPhotos from "./data/order-photos.json" with { type: "json" };
import order from "./data/order.json" with { type: "json" };
import outbox from "./data/outbox.json" with { type: "json" };
import studio from "./data/studio.json" with { type: "json" };
import thankYou from "./data/thank-you.json" with { type: "json" };
import { aboutSchema } from "./about.schema";
import { collectionSchema } from "./collection.schema";
import { contactSchema } from "./contact.schema";
import { designPageSchema } from "./design-page.schema";
import { designsSchema } from "./designs.schema";
import { errorPageSchema } from "./error-page.schema";
import { homeSchema } from "./home.schema";
import { inquiryFormSchema } from "./inquiry-form.schema";
import { measurementCopySchema } from "./measurement-copy.schema";
import { measurementsSchema } from "./measurements.schema";
import { notFoundSchema } from "./not-found.schema";
import { offlineSchema } from "./offline.schema";
import { orderFormSchema } from "./order-form.schema";
import { orderPhotosSchema } from "./order-photos.schema";
import { orderSchema } from "./order.schema";
import { outboxSchema } from "./outbox.schema";
import { checkData } from "./schema";
import { studioSchema } from "./studio.schema";
import { thankYouSchema } from "./thank-you.schema";

/** A deep copy to edit, as a person editing the file by hand would. */
const copy = <T>(value: T): T => structuredClone(value);

const photoFiles = new Set(designsFile.designs.flatMap((design) => design.photos.map((photo) => photo.file)));
const heroFiles = new Set(home.hero.photos.map((photo) => photo.file));
const aboutFiles = new Set(about.photos.map((photo) => photo.file));
const drawingFiles = new Set(measurements.measurements.map((measurement) => measurement.drawing));
const outfitTypes = orderForm.outfitTypes.options.map((option) => option.value);

describe("the data files' schema", () => {
  it("accepts every data file as the studio has it, and gives it back as it is, keys in their order", () => {
    const designs = designsFile.designs;
    const files: [string, v.GenericSchema, unknown][] = [
      ["designs.json", designsSchema(photoFiles), designsFile],
      ["studio.json", studioSchema, studio],
      ["home.json", homeSchema({ heroFiles, designs }), home],
      ["about.json", aboutSchema(aboutFiles), about],
      ["contact.json", contactSchema, contact],
      ["collection.json", collectionSchema, collection],
      ["design-page.json", designPageSchema, designPage],
      ["thank-you.json", thankYouSchema, thankYou],
      ["order-form.json", orderFormSchema, orderForm],
      ["measurements.json", measurementsSchema({ drawingFiles, outfitTypes }), measurements],
      ["measurement-copy.json", measurementCopySchema, measurementCopy],
      ["order.json", orderSchema, order],
      ["inquiry-form.json", inquiryFormSchema, inquiryForm],
      ["order-photos.json", orderPhotosSchema, orderPhotos],
      ["not-found.json", notFoundSchema, notFound],
      ["error-page.json", errorPageSchema, errorPage],
      ["offline.json", offlineSchema, offline],
      ["outbox.json", outboxSchema, outbox],
    ];
    // The content modules export what the check gives back: the pages get the file's own values.
    for (const [file, schema, data] of files)
      expect(JSON.stringify(checkData(file, schema, data)), file).toBe(JSON.stringify(data));
  });

  describe("of designs.json", () => {
    const check = (edit: (file: typeof designsFile) => void) => () => {
      const file = copy(designsFile);
      edit(file);
      checkData("designs.json", designsSchema(photoFiles), file);
    };
    const second = designsFile.designs[1]!;

    it("names the file, the design and the photo when an alt text is empty", () => {
      expect(check((file) => (file.designs[1]!.photos[1]!.alt = "  "))).toThrow(
        `app/content/data/designs.json: design 2 ("${second.name}"), photo 2: the alt text is empty: describe what the photo shows.`,
      );
    });

    it("accepts a collection of any size whose designs are complete", () => {
      const grown = (file: typeof designsFile) => {
        const extra = Array.from({ length: 30 }, (_, index) => ({
          ...file.designs[0]!,
          name: `Design ${index}`,
        }));
        file.designs.push(...extra);
      };
      expect(check(grown)).not.toThrow();
    });

    it("requires 3 or 4 photos per design, each a file in app/content/images/", () => {
      expect(check((file) => file.designs[1]!.photos.splice(2))).toThrow(
        `design 2 ("${second.name}"): the photos must have 3 to 4 entries, found 2.`,
      );
      expect(check((file) => (file.designs[1]!.photos[0]!.file = "a-9.jpg"))).toThrow(
        `design 2 ("${second.name}"), photo 1: "a-9.jpg" is not in app/content/images/: add the photo there, or correct its name.`,
      );
      expect(check((file) => (file.designs[1]!.photos[0]!.file = "images/a.jpg"))).toThrow("with no folder");
    });

    it("refuses a name or a page address used twice, whatever the case of the name", () => {
      const first = designsFile.designs[0]!.name;
      expect(check((file) => (file.designs[2]!.name = first.toUpperCase()))).toThrow(
        `app/content/data/designs.json: design 3 ("${first.toUpperCase()}"): the name "${first.toUpperCase()}" is used twice: design 1 has it too.`,
      );
      const slug = designsFile.designs[0]!.name.toLowerCase();
      expect(check((file) => Object.assign(file.designs[2]!, { slug }))).toThrow(
        `its page address /collection/${slug} is design 1's too: give one of them a slug of its own.`,
      );
      expect(check((file) => Object.assign(file.designs[2]!, { slug: "Adunni Gown" }))).toThrow(
        'the slug "Adunni Gown" must be lowercase letters, digits and dashes',
      );
      expect(check((file) => (file.designs[2]!.name = "★★★"))).toThrow(
        'design 3 ("★★★"): the name has no letters or digits to make its page address from',
      );
    });

    it("refuses a design without a name, a summary or a known section, a field it does not know, and a section without designs", () => {
      expect(check((file) => (file.designs[0]!.name = " "))).toThrow(
        "app/content/data/designs.json: design 1: the name is empty",
      );
      expect(check((file) => (file.designs[0]!.summary = ""))).toThrow("the summary is empty");
      expect(check((file) => (file.designs[0]!.section = "evening"))).toThrow(
        'the section "evening" must be one of bridal, bespoke.',
      );
      expect(check((file) => Object.assign(file.designs[0]!, { summery: "Typo" }))).toThrow(
        '"summery" is not a field here: remove it, or check its spelling.',
      );
      expect(
        check((file) => (file.designs = file.designs.filter((design) => design.section === "bridal"))),
      ).toThrow("app/content/data/designs.json: the bespoke section has no design");
    });
  });

  describe("of home.json", () => {
    const designs = designsFile.designs;
    const check = (edit: (file: typeof home) => void) => () => {
      const file = copy(home);
      edit(file);
      checkData("home.json", homeSchema({ heroFiles, designs }), file);
    };

    it("accepts hero photos of any number from two, each a hero- file with an alt text", () => {
      const many = (file: typeof home) =>
        (file.hero.photos = Array.from({ length: 23 }, () => home.hero.photos[0]!));
      expect(check(many)).not.toThrow();
      expect(check((file) => file.hero.photos.splice(1))).toThrow(
        "app/content/data/home.json: hero: the hero photos must have at least 2 entries, found 1.",
      );
      expect(check((file) => (file.hero.photos[1]!.alt = ""))).toThrow(
        "app/content/data/home.json: hero, photo 2: the alt text is empty",
      );
      expect(check((file) => (file.hero.photos[1]!.file = "about-1.jpg"))).toThrow(
        `"about-1.jpg" is not one of the home page's photos in app/content/images/ (their names start with "hero-")`,
      );
    });

    it("accepts featured designs named by their page address, and suggests it for a name", () => {
      expect(check((file) => (file.designs.featured = ["adunni", "abeni"]))).toThrow(
        'app/content/data/home.json: designs, featured design 2: "abeni" is not a design: use the page address (slug)',
      );
      expect(check((file) => (file.designs.featured = ["adunni", "Iro and Buba"]))).toThrow(
        `"Iro and Buba": write the design's page address, "iro-and-buba".`,
      );
      expect(check((file) => (file.designs.featured = ["adunni", "adunni"]))).toThrow(
        'featured design 2: "adunni" is featured twice.',
      );
      expect(check((file) => (file.designs.featured = ["adunni"]))).toThrow(
        "the featured designs must have at least 2 entries, found 1.",
      );
    });

    it("names an empty line of words by its field", () => {
      expect(check((file) => (file.hero.eyebrow = " "))).toThrow(
        'app/content/data/home.json: hero: "eyebrow" is empty: write the words the page shows there.',
      );
      expect(check((file) => (file.pillars.items[0]!.text = ""))).toThrow(
        `pillars, item 1 ("${home.pillars.items[0]!.title}"): "text" is empty`,
      );
    });
  });

  it("refuses empty slogans and headings, and a placeholder taken out", () => {
    const slogans = copy(about);
    slogans.slogans[1] = "";
    expect(() => checkData("about.json", aboutSchema(aboutFiles), slogans)).toThrow(
      "app/content/data/about.json: slogan 2: the line is empty",
    );
    const headings = copy(contact);
    headings.headings = ["Only one"];
    expect(() => checkData("contact.json", contactSchema, headings)).toThrow(
      "the headings must have at least 2 entries, found 1.",
    );
    const words = copy(designPage);
    words.viewer.photo = "Photo {n}";
    expect(() => checkData("design-page.json", designPageSchema, words)).toThrow(
      'app/content/data/design-page.json: viewer: "photo" must keep {n}, {count}',
    );
  });

  describe("of studio.json", () => {
    const check = (edit: (file: typeof studio) => void) => () => {
      const file = copy(studio);
      edit(file);
      checkData("studio.json", studioSchema, file);
    };

    it("refuses phone numbers without 7 to 15 digits, and an e-mail address that is not one", () => {
      expect(check((file) => (file.phone = "+234 803 555 0142 99 1"))).toThrow(
        "app/content/data/studio.json: the phone number must be 7 to 15 digits",
      );
      expect(check((file) => (file.whatsapp = "0803-CALL-US"))).toThrow(
        "the WhatsApp number must be 7 to 15 digits",
      );
      expect(check((file) => (file.phone = "(0803) 555-0142"))).not.toThrow();
      expect(check((file) => (file.email = "hello at ivoryandadire"))).toThrow(
        '"hello at ivoryandadire" is not an e-mail address',
      );
      expect(check((file) => (file.instagram = "@ivoryandadire"))).toThrow("no @, no link");
    });

    it("refuses opening hours a person or a search engine would misread", () => {
      expect(check((file) => (file.openingHours[0]!.days = ["Mon"]))).toThrow(
        'app/content/data/studio.json: opening hours 1, day 1: "Mon" is not a day of the week (write it in full, e.g. "Monday").',
      );
      expect(check((file) => (file.openingHours[0]!.opens = "9am"))).toThrow(
        '"9am" is not a time like "09:00" or "18:00"',
      );
      expect(
        check((file) => Object.assign(file.openingHours[0]!, { opens: "18:00", closes: "09:00" })),
      ).toThrow("opening hours 1: the studio opens at 18:00 but closes at 09:00.");
    });

    it("refuses coordinates that are not on Earth or finer than 5 decimals", () => {
      expect(check((file) => (file.address.latitude = 120))).toThrow(
        "app/content/data/studio.json: address: the latitude 120 is not on Earth",
      );
      expect(check((file) => (file.address.longitude = 3.361912))).toThrow(
        "the longitude 3.361912 has more than 5 decimals",
      );
    });
  });

  describe("of the order form's outfit types and measurements", () => {
    const check =
      (edit: (file: typeof measurements) => void, types: readonly string[] = outfitTypes) =>
      () => {
        const file = copy(measurements);
        edit(file);
        checkData("measurements.json", measurementsSchema({ drawingFiles, outfitTypes: types }), file);
      };
    const bust = () => measurements.measurements[0]!;

    it("refuses a measurement without words, a range the wrong way round, or a missing drawing", () => {
      expect(check((file) => (file.measurements[0]!.label = " "))).toThrow(
        `app/content/data/measurements.json: measurement 1 ("${bust().id}"): the label is empty`,
      );
      expect(check((file) => (file.measurements[0]!.hint = ""))).toThrow(
        "the hint is empty: say in one line how to measure it.",
      );
      expect(check((file) => Object.assign(file.measurements[0]!, { min: 160, max: 65 }))).toThrow(
        "its range 160–65 cm must go from a smaller number above 0 to a larger one.",
      );
      expect(check((file) => (file.measurements[0]!.drawing = "bust.png"))).toThrow(
        'the drawing "bust.png" is not in public/measure-drawings/.',
      );
      expect(check((file) => (file.measurements[0]!.id = "Bust line"))).toThrow(
        'the id "Bust line" must be lowercase letters, digits and dashes',
      );
    });

    it("refuses a list for an outfit type the form does not offer, or naming a measurement that does not exist", () => {
      expect(check((file) => (file.lists[0]!.outfitType = "menswaer"))).toThrow(
        `"menswaer" is not an outfit type of the order form (order-form.json has ${outfitTypes.join(", ")}).`,
      );
      expect(check((file) => file.lists[0]!.measurements.push("wiast"))).toThrow(
        `list 1 ("${measurements.lists[0]!.outfitType}"), measurement ${measurements.lists[0]!.measurements.length + 1}: "wiast" is not a measurement`,
      );
      expect(check((file) => file.lists[0]!.measurements.push(file.lists[0]!.measurements[0]!))).toThrow(
        "is in the list twice.",
      );
      expect(check((file) => (file.lists[0]!.measurements = []))).toThrow("the list is empty");
      expect(check((file) => file.lists.splice(0, 1))).not.toThrow();
    });

    it("refuses more outfit types than the form's measurements can follow, and one value twice", () => {
      const form = copy(orderForm);
      form.outfitTypes.options = Array.from({ length: 13 }, (_, index) => ({
        value: `type-${index + 1}`,
        label: `Type ${index + 1}`,
        leadWeeks: 2,
      }));
      expect(() => checkData("order-form.json", orderFormSchema, form)).toThrow(
        "app/content/data/order-form.json: outfitTypes: the outfit types must have 1 to 12 entries, found 13.",
      );
      const twice = copy(orderForm);
      twice.outfitTypes.options[1]!.value = twice.outfitTypes.options[0]!.value;
      expect(() => checkData("order-form.json", orderFormSchema, twice)).toThrow(
        "is another outfit type's too",
      );
      const slow = copy(orderForm);
      slow.outfitTypes.options[0]!.leadWeeks = 0;
      expect(() => checkData("order-form.json", orderFormSchema, slow)).toThrow("at least 1 week");
    });
  });

  describe("of the pages and messages the studio rarely sees", () => {
    it("refuses an empty line, naming where", () => {
      const page = copy(order);
      page.intro = "";
      expect(() => checkData("order.json", orderSchema, page)).toThrow(
        'app/content/data/order.json: "intro" is empty: write the words the page shows there.',
      );
      const missing: Partial<typeof errorPage> = copy(errorPage);
      delete missing.call;
      expect(() => checkData("error-page.json", errorPageSchema, missing)).toThrow(
        'app/content/data/error-page.json: "call" is missing.',
      );
      const extra = { ...copy(notFound), subtitle: "Lost?" };
      expect(() => checkData("not-found.json", notFoundSchema, extra)).toThrow(
        'app/content/data/not-found.json: "subtitle" is not a field here',
      );
      const names = copy(offline);
      names.pageNames.thankYou = " ";
      expect(() => checkData("offline.json", offlineSchema, names)).toThrow(
        'app/content/data/offline.json: pageNames: "thankYou" is empty',
      );
    });

    it("refuses an inquiry form with no service types, an empty one or one twice", () => {
      const none = copy(inquiryForm);
      none.projectTypes.options = [];
      expect(() => checkData("inquiry-form.json", inquiryFormSchema, none)).toThrow(
        "the service types must have at least 1 entries, found 0.",
      );
      const empty = copy(inquiryForm);
      empty.projectTypes.options[1] = "";
      expect(() => checkData("inquiry-form.json", inquiryFormSchema, empty)).toThrow(
        "app/content/data/inquiry-form.json: projectTypes, option 2: the option is empty",
      );
      const twice = copy(inquiryForm);
      twice.projectTypes.options[1] = twice.projectTypes.options[0]!;
      expect(() => checkData("inquiry-form.json", inquiryFormSchema, twice)).toThrow(
        `"${inquiryForm.projectTypes.options[0]!}" is in the list twice.`,
      );
    });

    it("keeps the photos' kinds and the words each photo and order fills in", () => {
      const renamed: Record<string, unknown> = copy(orderPhotos);
      renamed["kinds"] = { ...orderPhotos.kinds, photoOfMe: "Me" };
      expect(() => checkData("order-photos.json", orderPhotosSchema, renamed)).toThrow(
        'app/content/data/order-photos.json: kinds: "photoOfMe" is not a field here',
      );
      const summary = copy(orderPhotos);
      summary.summary.asIs = "{kind} ({name}, {size})";
      // The message names the field, and quotes the `{field}` the text must keep as it is.
      expect(() => checkData("order-photos.json", orderPhotosSchema, summary)).toThrow(
        'app/content/data/order-photos.json: summary: "asIs" must keep {field}, {kind}, {name}, {size}: the site fills in those words.',
      );
      const lost = copy(outbox);
      lost.waiting = "Order waiting for a connection.";
      expect(() => checkData("outbox.json", outboxSchema, lost)).toThrow(
        'app/content/data/outbox.json: "waiting" must keep {reference}: the site fills in that word.',
      );
    });
  });

  it("refuses an empty line anywhere in the measurements' words, naming where", () => {
    const words = copy(measurementCopy);
    words.saved.forget = " ";
    expect(() => checkData("measurement-copy.json", measurementCopySchema, words)).toThrow(
      'app/content/data/measurement-copy.json: saved: "forget" is empty: write the words',
    );
  });
});
