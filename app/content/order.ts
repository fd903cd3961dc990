export const orderPage = {
  title: "Place an order | Ivory & Adire",
  description:
    "Order a made-to-measure bridal gown or bespoke outfit from Ivory & Adire in Abeokuta. Share your date, budget and inspiration.",
  eyebrow: "Made to measure",
  heading: "Place an Order",
  intro:
    "Tell us what you would like made. We will call you within one working day to arrange your first fitting.",
} as const;
