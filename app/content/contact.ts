import { expectText } from "./check";

export const contactPage = {
  title: "Make an inquiry | Ivory & Adire",
  description:
    "Ask Ivory & Adire about a bridal gown or a bespoke outfit. Visit our studio in Oke-Ilewo, Abeokuta, or message us on WhatsApp.",
  eyebrow: "Make an inquiry",
  headings: [
    "Let us design your dream look",
    "Your bridal outfit, made to measure",
    "Heritage fabrics, your modern silhouette",
    "From first sketch to final fitting",
    "Dream it, and we will tailor it",
  ],
  intro:
    "Every gown begins with a conversation. Tell us about your day, your fabric and your style, and we will shape it with you.",
  visit: {
    heading: "Visit the studio",
    mapLink: "Open the map for directions",
    mapTitle: "Map of the Ivory & Adire studio area in Oke-Ilewo, Abeokuta",
    email: "E-mail",
    phone: "Phone",
    social: "Follow our work",
    hours: "Opening hours",
  },
} as const;

if (import.meta.env.SSR) {
  expectText("contact.ts", "headings", contactPage.headings);
}
