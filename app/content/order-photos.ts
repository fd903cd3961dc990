/**
 * Every word of the order form's photos field. `{name}`, `{size}`, `{count}` and the like are
 * filled in per photo. The kinds' keys name the files sent ("inspiration-1.jpg"), and the field
 * names are fixed in the component: the studio's e-mail is built from both.
 */
export const orderPhotos = {
  label: "Photos (optional)",
  /** Before the page's script runs the field takes one photo, sent as it is. */
  hint: "An image file, up to 5 MB.",
  /** Once the script runs, photos are made smaller in the page before they are sent. */
  hintEnhanced:
    "Up to 4 photos: your inspiration, the fabric, a photo of you if you like. Any size: we make them smaller before sending.",
  /** The list's name for assistive technology. */
  list: "Photos to send",
  /** The small select on each photo; the file's name follows it for assistive technology. */
  kindLabel: "What it shows",
  /** In the order a new photo takes them: the first is the inspiration, the second the fabric… */
  kinds: {
    inspiration: "Inspiration",
    fabric: "Fabric",
    "photo-of-me": "A photo of me",
    other: "Other",
  },
  thumbnail: "Preview of {name}",
  remove: "Remove",
  sizes: {
    shrinking: "{size}, making it smaller…",
    shrunk: "{from} → {to}",
    /** The same, as read out: an arrow is not read well. */
    shrunkSpoken: "{from}, sent as {to}",
    asIs: "{size}, sent as it is",
  },
  /** Announced politely as photos are added, made smaller and removed. */
  status: {
    ready: "{name} ready: {size}",
    none: "No photos chosen.",
    one: "1 photo chosen.",
    many: "{count} photos chosen.",
  },
  messages: {
    notImage: "This file is not an image. Choose a photo (JPEG, PNG, WebP, AVIF or HEIC).",
    tooManyOne:
      "Only 4 photos are sent with an order, so {name} was not added. Remove a photo to make room for it.",
    tooManyMore:
      "Only 4 photos are sent with an order, so {count} were not added: {names}. Remove a photo to make room.",
    cannotOpen:
      "We could not open {name} to make it smaller, and at {size} it is too large to send. Choose a JPEG or PNG, or send it to us on WhatsApp.",
    noRoom:
      "There is no room left for {name}: with the other photos it would be more than we can send. Remove a photo, or send it to us on WhatsApp.",
    offline:
      "Your photos could not be made ready to send: the connection dropped. Nothing is lost: press Place order again once you are back online.",
    overBudget:
      "Together your photos come to {size}, more than we can send. Remove one, or send it to us on WhatsApp.",
  },
  /** One line per photo in the `photos` field of the studio's e-mail. */
  summary: {
    shrunk: "{field}: {kind} ({name}, {width}×{height}, {size})",
    asIs: "{field}: {kind} ({name}, sent as it is, {size})",
  },
} as const;
