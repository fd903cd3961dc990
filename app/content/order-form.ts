/**
 * Every word the order form shows, and its outfit types with their usual lead times. Field *names*
 * are not here: the studio's e-mails are built from them, so they are fixed in the form section.
 */
export const orderForm = {
  heading: "Your outfit",
  intro:
    "Order a made-to-measure outfit. Share your date and an inspiration photo if you have one; we will call to arrange your fitting.",
  subject: "New order from the Ivory & Adire website",
  labels: {
    fullName: "Full name",
    email: "E-mail address",
    phone: "Phone number",
    outfitType: "Outfit type",
    deliveryDate: "Delivery date",
    budget: "Budget in naira (optional)",
    details: "Details (optional)",
  },
  hints: {
    deliveryDate: "The day you need the outfit ready.",
    details: "Colours, fabrics, the occasion, anything we should know.",
  },
  placeholders: {
    fullName: "Full Name",
    email: "you@example.com",
    phone: "+234 800 000 0000",
    budget: "e.g. 250,000",
    details: "Tell us about the outfit you have in mind",
  },
  /**
   * `leadWeeks`: the usual time from order to ready. A needed-by date sooner than that is still
   * taken; the customer is told the studio will confirm on WhatsApp, and the e-mail is marked a rush.
   */
  outfitTypes: {
    placeholder: "Choose an outfit type",
    options: [
      { value: "bridal", label: "Bridal gown or bridal set", leadWeeks: 12 },
      { value: "non-bridal", label: "Non-bridal occasion wear", leadWeeks: 4 },
      { value: "custom", label: "Custom design", leadWeeks: 6 },
      { value: "event", label: "Event outfit", leadWeeks: 3 },
      { value: "casual", label: "Casual wear", leadWeeks: 2 },
      { value: "menswear", label: "Agbada, senator or kaftan", leadWeeks: 4 },
    ],
  },
  /**
   * Shown under the needed-by date when it is sooner than the outfit type's usual lead time.
   * `{type}` is the outfit type, `{weeks}` its lead time, `{date}` the date asked for.
   */
  rush: {
    note: "{type} usually takes {weeks} weeks. We can still try: we will confirm on WhatsApp whether it can be ready by {date}.",
    /** The studio's e-mail subject and its `rush` field for such an order. */
    subject: "Rush order {reference}: needed by {date}",
    field: "Needed by {date}, sooner than the usual {weeks} weeks for {type}",
  },
  /** Every order gets a reference made on the phone, e.g. IA-2611-K7QM: the studio's initials first. */
  reference: {
    prefix: "IA",
    subject: "New order {reference} from the Ivory & Adire website",
  },
  /** Under the button while an order is on its way. `{percent}`, `{sent}` and `{total}` are filled in. */
  progress: {
    label: "Sending your order",
    uploading: "{percent}% sent ({sent} of {total})",
    waiting: "All sent. Waiting for the studio's inbox to confirm…",
  },
  /** Shown above the fields when the order comes from a design's page: "Ordering: Adunni". */
  design: {
    label: "Ordering:",
    sent: "Its name and link are sent with your order.",
    dismiss: "Not this design",
  },
  submit: "Place order",
  sending: "Sending…",
  messages: {
    rejected: "Something went wrong. Please try again.",
    networkError: "There was an error. Please try again.",
    draftRestored: "We kept what you typed last time.",
  },
} as const;
