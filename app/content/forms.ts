/**
 * Every word the two forms show. Field *names* are not here: the studio's e-mails are built from
 * them, so they are fixed in the form sections.
 */
export const inquiryForm = {
  heading: "Make an inquiry",
  intro: "Tell us about your day and the look you have in mind. We reply within one working day.",
  subject: "New inquiry from the Ivory & Adire website",
  labels: {
    name: "Full name",
    email: "E-mail address",
    phone: "Phone number (optional)",
    subject: "Event type",
    projectType: "Service type",
    budget: "Budget in naira (optional)",
    message: "Your message",
  },
  placeholders: {
    name: "Full Name",
    email: "you@example.com",
    phone: "+234 800 000 0000",
    subject: "e.g. Wedding, engagement, party",
    budget: "e.g. ₦250,000",
    message: "Your date, the look you dream of, anything we should know",
  },
  projectTypes: {
    placeholder: "Service Type",
    options: ["Custom Dress", "Bridal Consultation", "Fabric Styling", "Other"],
  },
  /** Shown above the fields when the inquiry comes from a design's page: "Asking about: Adunni". */
  design: {
    label: "Asking about:",
    sent: "Its name and link are sent with your message.",
    dismiss: "Not this design",
  },
  submit: "Send inquiry",
  messages: {
    blocked:
      "Your browser stopped this message from being sent. Nothing you typed is lost: please try again, or reach us on WhatsApp, by phone or by e-mail.",
  },
} as const;

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
    attachment: "Inspiration photo (optional)",
    details: "Details (optional)",
  },
  hints: {
    deliveryDate: "The day you need the outfit ready.",
    attachment: "An image file, up to 5 MB.",
    details: "Measurements, colours, fabrics, the occasion.",
  },
  placeholders: {
    fullName: "Full Name",
    email: "you@example.com",
    phone: "+234 800 000 0000",
    budget: "e.g. 250,000",
    details: "Tell us about the outfit you have in mind",
  },
  outfitTypes: {
    placeholder: "Choose an outfit type",
    options: [
      { value: "bridal", label: "Bridal gown or bridal set" },
      { value: "non-bridal", label: "Non-bridal occasion wear" },
      { value: "custom", label: "Custom design" },
      { value: "event", label: "Event outfit" },
      { value: "casual", label: "Casual wear" },
    ],
  },
  /** Shown above the fields when the order comes from a design's page: "Ordering: Adunni". */
  design: {
    label: "Ordering:",
    sent: "Its name and link are sent with your order.",
    dismiss: "Not this design",
  },
  /** The chosen photo, under its field. `{name}` is the file's name. */
  attachmentPreview: {
    thumbnail: "Preview of {name}",
    remove: "Remove",
  },
  submit: "Place order",
  sending: "Sending…",
  messages: {
    rejected: "Something went wrong. Please try again.",
    networkError: "There was an error. Please try again.",
    fileNotImage: "This file is not an image. Choose a photo (JPEG, PNG, WebP, AVIF or HEIC).",
    fileTooLarge: "This photo is larger than 5 MB. Choose a smaller one, or send it to us on WhatsApp.",
    draftRestored: "We kept what you typed last time.",
  },
} as const;
