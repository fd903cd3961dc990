import type * as v from "valibot";
import { expect, it } from "vitest";
import about from "./data/about.json" with { type: "json" };
import booking from "./data/booking.json" with { type: "json" };
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
import occasions from "./data/occasions.json" with { type: "json" };
import offline from "./data/offline.json" with { type: "json" };
import orderForm from "./data/order-form.json" with { type: "json" };
import orderPhotos from "./data/order-photos.json" with { type: "json" };
import order from "./data/order.json" with { type: "json" };
import outbox from "./data/outbox.json" with { type: "json" };
import groupOrder from "./data/group-order.json" with { type: "json" };
import studio from "./data/studio.json" with { type: "json" };
import thankYou from "./data/thank-you.json" with { type: "json" };
import { aboutSchema } from "./about.schema";
import { bookingSchema } from "./booking.schema";
import { collectionSchema } from "./collection.schema";
import { contactSchema } from "./contact.schema";
import { designPageSchema } from "./design-page.schema";
import { designsSchema } from "./designs.schema";
import { occasionsSchema } from "./occasions.schema";
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
import { groupOrderSchema } from "./group-order.schema";
import { checkData } from "./schema";
import { studioSchema } from "./studio.schema";
import { thankYouSchema } from "./thank-you.schema";

const designs = designsFile.designs;
const photoFiles = new Set(designs.flatMap((design) => design.photos.map((photo) => photo.file)));
const heroFiles = new Set(home.hero.photos.map((photo) => photo.file));
const drawingFiles = new Set(measurements.measurements.map((measurement) => measurement.drawing));
const outfitTypes = orderForm.outfitTypes.options.map((option) => option.value);

const dataFiles = {
  "designs.json": [designsSchema(photoFiles), designsFile],
  "studio.json": [studioSchema, studio],
  "home.json": [homeSchema({ heroFiles, designs }), home],
  "about.json": [aboutSchema(new Set(about.photos.map((photo) => photo.file))), about],
  "contact.json": [contactSchema, contact],
  "collection.json": [collectionSchema, collection],
  "occasions.json": [occasionsSchema, occasions],
  "design-page.json": [designPageSchema, designPage],
  "thank-you.json": [thankYouSchema, thankYou],
  "order-form.json": [orderFormSchema, orderForm],
  "measurements.json": [measurementsSchema({ drawingFiles, outfitTypes }), measurements],
  "measurement-copy.json": [measurementCopySchema, measurementCopy],
  "order.json": [orderSchema, order],
  "inquiry-form.json": [inquiryFormSchema, inquiryForm],
  "order-photos.json": [orderPhotosSchema, orderPhotos],
  "not-found.json": [notFoundSchema, notFound],
  "error-page.json": [errorPageSchema, errorPage],
  "offline.json": [offlineSchema, offline],
  "outbox.json": [outboxSchema, outbox],
  "group-order.json": [groupOrderSchema, groupOrder],
  "booking.json": [bookingSchema(studio.openingHours), booking],
} as const;
type DataFile = keyof typeof dataFiles;

/** The check of a copy of the file, edited as a person editing it by hand would. */
function edited<F extends DataFile>(file: F, edit: (data: (typeof dataFiles)[F][1]) => void) {
  const [schema, data] = dataFiles[file];
  const copy = structuredClone(data) as (typeof dataFiles)[F][1];
  edit(copy);
  return () => checkData(file, schema as v.GenericSchema, copy);
}

type Design = (typeof designs)[number];
const design = (n: number, edit: (entry: Design) => void) =>
  edited("designs.json", (f) => edit(f.designs[n - 1]!));
const homePage = (edit: (file: typeof home) => void) => edited("home.json", edit);
const featured = (...slugs: string[]) => homePage((f) => (f.designs.featured = slugs));
const studioHours = (hours: object) => edited("studio.json", (f) => Object.assign(f.openingHours[0]!, hours));
const measurementList = (edit: (list: (typeof measurements.lists)[number]) => void) =>
  edited("measurements.json", (f) => edit(f.lists[0]!));
const more = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ ...designs[0]!, name: `Design ${n}` }));
const upper = designs[0]!.name.toUpperCase();
const second = `design 2 ("${designs[1]!.name}")`;
const list = measurements.lists[0]!;

it.each(Object.keys(dataFiles) as DataFile[])("gives %s back as it is, keys in their order", (file) => {
  const [schema, data] = dataFiles[file];
  expect(JSON.stringify(checkData(file, schema as v.GenericSchema, data))).toBe(JSON.stringify(data));
});

it.each([
  ["30 more designs", edited("designs.json", (f) => f.designs.push(...more(30)))],
  ["23 hero photos", homePage((f) => (f.hero.photos = Array(23).fill(f.hero.photos[0]!)))],
  ["a design with one photo", design(2, (d) => d.photos.splice(1))],
  ["an outfit type without a list", edited("measurements.json", (f) => f.lists.splice(0, 1))],
])("accepts %s", (_, check) => expect(check).not.toThrow());

it.each(["0803 555 0199", "08035550199", "(0803) 555-0199", "+234 0803 555 0199"])(
  "publishes the Nigerian number %s in the international form",
  (typed) => {
    const checked = edited("studio.json", (f) => (f.phone = typed))() as { phone: string };
    expect(checked.phone).toBe("+234 803 555 0199");
  },
);

it.each<[string, () => unknown]>([
  [
    'app/content/data/booking.json: blocked date 2: "2026-12-32" is not a date like 2026-12-25.',
    edited("booking.json", (f) => (f.blockedDates[1]!.date = "2026-12-32")),
  ],
  [
    `booking.json: kind 1 ("studio"): "minutes" 600 does not fit between 09:00 and 18:00`,
    edited("booking.json", (f) => (f.kinds[0]!.minutes = 600)),
  ],
  [
    `app/content/data/designs.json: ${second}, photo 2: the alt text is empty: describe what the photo shows.`,
    design(2, (d) => (d.photos[1]!.alt = "  ")),
  ],
  [`${second}: the photos must have 1 to 4 entries, found 0.`, design(2, (d) => d.photos.splice(0))],
  ['photo 1: "a-9.jpg" is not in app/content/images/', design(2, (d) => (d.photos[0]!.file = "a-9.jpg"))],
  ["like bridal-adunni-1.jpg, with no folder.", design(2, (d) => (d.photos[0]!.file = "images/a.jpg"))],
  [`the name "${upper}" is used twice: design 1 has it too.`, design(3, (d) => (d.name = upper))],
  ["/collection/adunni is design 1's too", design(3, (d) => Object.assign(d, { slug: "adunni" }))],
  ['the slug "Adunni Gown" must be lowercase', design(3, (d) => Object.assign(d, { slug: "Adunni Gown" }))],
  ['design 3 ("★★★"): the name has no letters or digits', design(3, (d) => (d.name = "★★★"))],
  ['the section "evening" must be one of bridal, bespoke.', design(1, (d) => (d.section = "evening"))],
  ['"summery" is not a field here: remove it', design(1, (d) => Object.assign(d, { summery: "Typo" }))],
  [`${second}: the price 450000.5 must be a whole number of naira`, design(2, (d) => (d.price = 450000.5))],
  [
    `${second}: the price must be a whole number of naira`,
    design(2, (d) => Object.assign(d, { price: "450,000" })),
  ],
  [`${second}: the price -1 must be at least 1 naira.`, design(2, (d) => (d.price = -1))],
  [
    `${second}, occasions 2: the occasion "wedding" is not in occasions.json`,
    design(2, (d) => d.occasions.push("wedding")),
  ],
  ["designs.json: the bespoke section has no design", edited("designs.json", (f) => f.designs.splice(2))],
  ['home.json: designs, featured design 2: "abeni" is not a design', featured("adunni", "abeni")],
  ['"Iro and Buba": write the design\'s page address, "iro-and-buba".', featured("adunni", "Iro and Buba")],
  ['featured design 2: "adunni" is featured twice.', featured("adunni", "adunni")],
  [
    'error-page.json: "call" is missing.',
    edited("error-page.json", (f) => Reflect.deleteProperty(f, "call")),
  ],
  [
    'app/content/data/order-photos.json: sizes: "shrunk" must keep {from}, {to}: the site fills in those words.',
    edited("order-photos.json", (f) => (f.sizes.shrunk = "{from}")),
  ],
  [
    'studio.json: the WhatsApp number "803 555 0142" is not a number in the international form',
    edited("studio.json", (f) => (f.whatsapp = "803 555 0142")),
  ],
  ["the studio opens at 18:00 but closes at 09:00.", studioHours({ opens: "18:00", closes: "09:00" })],
  ["address: the latitude 120 is not on Earth", edited("studio.json", (f) => (f.address.latitude = 120))],
  ['"menswaer" is not an outfit type of the order form', measurementList((l) => (l.outfitType = "menswaer"))],
  [
    `measurement ${list.measurements.length + 1}: "wiast" is not a measurement`,
    measurementList((l) => l.measurements.push("wiast")),
  ],
])("refuses, naming where: %s", (message, check) => expect(check).toThrow(message));
