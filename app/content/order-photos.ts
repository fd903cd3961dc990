import data from "./data/order-photos.json" with { type: "json" };

/**
 * Every word of the order form's photos field, from data/order-photos.json (checked by order.ts:
 * the browser tests import this module outside the build, so it stays plain). `{name}`, `{size}`,
 * `{count}` and the like are filled in per photo. The kinds' keys name the files sent
 * ("inspiration-1.jpg"), and the field names are fixed in the component: the studio's e-mail is
 * built from both. How many photos and how large (the words say 4 and 5 MB) is set in
 * ~/lib/attachment.ts.
 */
export interface OrderPhotosCopy {
  label: string;
  /** Before the page's script runs the field takes one photo, sent as it is. */
  hint: string;
  /** Once the script runs, photos are made smaller in the page before they are sent. */
  hintEnhanced: string;
  /** The list's name for assistive technology. */
  list: string;
  /** The small select on each photo; the file's name follows it for assistive technology. */
  kindLabel: string;
  /** In the order a new photo takes them: the first is the inspiration, the second the fabric… */
  kinds: Record<"inspiration" | "fabric" | "photo-of-me" | "other", string>;
  thumbnail: string;
  remove: string;
  sizes: {
    shrinking: string;
    shrunk: string;
    /** The same, as read out: an arrow is not read well. */
    shrunkSpoken: string;
    asIs: string;
  };
  /** Announced politely as photos are added, made smaller and removed. */
  status: { ready: string; none: string; one: string; many: string };
  messages: {
    notImage: string;
    tooManyOne: string;
    tooManyMore: string;
    cannotOpen: string;
    noRoom: string;
    offline: string;
    overBudget: string;
  };
  /** One line per photo in the `photos` field of the studio's e-mail. */
  summary: { shrunk: string; asIs: string };
}

export const orderPhotos = data satisfies OrderPhotosCopy;
