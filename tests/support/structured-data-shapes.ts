/**
 * What Google documents for the structured data the site publishes, as checks: a LocalBusiness
 * (the studio, a ClothingStore), a BreadcrumbList and a design as a CreativeWork. Each returns the
 * problems it finds, so a test can show them all. The vocabulary itself is checked by schema-dts.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const isText = (value: unknown) => typeof value === "string" && value !== "";
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+/.test(value);
const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;
const time = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const day = /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
const isTime = (value: unknown) => typeof value === "string" && time.test(value);

/** The problems with `@context` and `@type`, the list every check starts from. */
function typeProblems(data: Json, type: string, note = ""): string[] {
  const problems: string[] = [];
  if (data["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  if (data["@type"] !== type) problems.push(`@type is not ${type}${note}`);
  return problems;
}

export function localBusinessProblems(data: Json): string[] {
  const problems = typeProblems(data, "ClothingStore", " (a LocalBusiness)");
  if (!isText(data.name)) problems.push("name is required");
  const { address, geo, openingHoursSpecification: hours } = data;
  if (!isObject(address) || address["@type"] !== "PostalAddress") {
    problems.push("address must be a PostalAddress");
  } else {
    for (const field of ["streetAddress", "addressLocality", "addressRegion"])
      if (!isText(address[field])) problems.push(`address.${field} is missing`);
    if (typeof address.addressCountry !== "string" || !/^[A-Z]{2}$/.test(address.addressCountry))
      problems.push("address.addressCountry must be a two-letter ISO 3166-1 code");
  }
  if (!isObject(geo) || geo["@type"] !== "GeoCoordinates") {
    problems.push("geo must be GeoCoordinates");
  } else {
    for (const axis of ["latitude", "longitude"]) {
      const value = geo[axis];
      if (typeof value !== "number") problems.push(`geo.${axis} must be a number`);
      else if (decimals(value) < 5) problems.push(`geo.${axis} needs at least 5 decimal places`);
    }
  }
  if (!Array.isArray(hours) || hours.length === 0) problems.push("openingHoursSpecification is missing");
  for (const spec of Array.isArray(hours) ? (hours as unknown[]) : []) {
    if (!isObject(spec) || spec["@type"] !== "OpeningHoursSpecification") {
      problems.push("each opening hours entry must be an OpeningHoursSpecification");
      continue;
    }
    const days = Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek];
    if (days.length === 0 || !days.every((value) => typeof value === "string" && day.test(value)))
      problems.push("dayOfWeek must name schema.org days");
    if (!isTime(spec.opens)) problems.push("opens must be hh:mm");
    if (!isTime(spec.closes)) problems.push("closes must be hh:mm");
  }
  if (!isText(data.priceRange) || (data.priceRange as string).length >= 100)
    problems.push("priceRange must be a short text (under 100 characters)");
  if (typeof data.telephone !== "string" || !/^\+\d{7,15}$/.test(data.telephone))
    problems.push("telephone must include the country code");
  for (const field of ["url", "image"])
    if (!isAbsoluteUrl(data[field])) problems.push(`${field} must be an absolute URL`);
  return problems;
}

export function breadcrumbProblems(data: Json): string[] {
  const problems = typeProblems(data, "BreadcrumbList");
  const items = data.itemListElement;
  if (!Array.isArray(items) || items.length < 2)
    return [...problems, "itemListElement needs at least two ListItems"];
  (items as unknown[]).forEach((item, index) => {
    const at = `item ${index + 1}`;
    if (!isObject(item) || item["@type"] !== "ListItem") return void problems.push(`${at} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`${at} has position ${String(item.position)}`);
    if (!isText(item.name)) problems.push(`${at} has no name`);
    // Google allows the last item without an address; the site gives every item one.
    if (!isAbsoluteUrl(item.item)) problems.push(`${at} has no absolute URL`);
  });
  return problems;
}

/** Named, described, at its page's address, with its photos and the studio as creator; a price, if any, as an offer in naira. */
export function creativeWorkProblems(data: Json): string[] {
  const problems = typeProblems(data, "CreativeWork");
  for (const field of ["name", "description"])
    if (!isText(data[field])) problems.push(`${field} is required`);
  if (!isAbsoluteUrl(data.url)) problems.push("url must be an absolute URL");
  const images = data.image;
  if (!Array.isArray(images) || images.length === 0 || !images.every(isAbsoluteUrl))
    problems.push("image must list the design's photos as absolute URLs");
  if (!isObject(data.creator) || !isText(data.creator.name)) problems.push("creator must name the studio");
  const offer = data.offers;
  if (offer !== undefined) {
    if (!isObject(offer) || offer["@type"] !== "Offer") problems.push("offers must be an Offer");
    else {
      if (!Number.isInteger(offer.price) || (offer.price as number) < 1)
        problems.push("the offer's price must be a whole number of naira");
      if (offer.priceCurrency !== "NGN") problems.push("the offer's priceCurrency must be NGN");
    }
  }
  return problems;
}
