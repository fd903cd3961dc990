import { fillIn } from "~/lib/fill-in";

export { fillIn };
/**
 * The words of every design's page (/collection/<slug>). `{name}`, `{url}`, `{n}` and `{count}`
 * are filled in per design; the design's own name, summary and photos are in designs.ts.
 */
export const designPage = {
  /** The page title and share preview: "Adunni, a bridal design | Ivory & Adire". */
  title: "{name}, a {section} design | Ivory & Adire",
  /** The search result's description, after the design's summary. */
  description: "Made to measure in Abeokuta by Ivory & Adire. Order it as shown or make it your own.",
  sections: { bridal: "bridal", bespoke: "bespoke" },
  /** The small label over the name. */
  eyebrow: { bridal: "Bridal collection", bespoke: "Bespoke collection" },
  made: "Made to order in our Abeokuta studio, to your measurements. Order it as you see it, or change the fabric, colour or length: we shape it with you.",
  breadcrumb: { label: "Breadcrumb", collection: "Collection" },
  actions: {
    order: "Order this design",
    ask: "Ask about this design",
    whatsapp: "Chat on WhatsApp",
    share: "Share",
    /** Said when the browser cannot share and the link went to the clipboard instead. */
    copied: "Link copied. Paste it into a chat to share this design.",
    /** Said when even the clipboard is out of reach: the link is shown to copy by hand. */
    copyByHand: "Copy this link to share the design:",
  },
  /** The WhatsApp message the chat button starts with. */
  whatsappMessage: "Hello Ivory & Adire, I would like to ask about the {name} design: {url}",
  /** The line the order and inquiry forms start with when they come from a design's page. */
  formLine: "Design: {name} ({url})",
  /** The `design` field sent with the form, for the studio's e-mail. */
  formField: "{name} ({url})",
  viewer: {
    label: "Photos of {name}",
    photo: "Photo {n} of {count}",
    previous: "Previous photo",
    next: "Next photo",
    fullScreen: "View full screen",
    close: "Close full screen",
  },
  neighbours: { label: "More designs", previous: "Previous design", next: "Next design" },
} as const;

/** A design page's title, which its share preview prints too. */
export function designPageTitle(design: { name: string; section: keyof typeof designPage.sections }): string {
  return fillIn(designPage.title, { name: design.name, section: designPage.sections[design.section] });
}
