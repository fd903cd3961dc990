/** What a page address's last part may be: lowercase letters and digits, single dashes between. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A page address made from a design's name: accents and tone marks dropped ("Ìfẹ́" gives "ife"),
 * "&" read as "and", anything else that is not a letter or digit turned into one dash.
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The address a design's page has: the one its entry sets, or the one made from its name. */
export function designSlug(entry: { name: string; slug?: string | undefined }): string {
  return entry.slug ?? slugFromName(entry.name);
}
