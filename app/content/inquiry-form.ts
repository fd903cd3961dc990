/**
 * Every word the inquiry form shows. Field *names* are not here: the studio's e-mails are built from
 * them, so they are fixed in the form section.
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
    /** With no connection at the press: the message waits in the page and goes by itself. */
    offline:
      "No connection just now. Your message is kept here as you typed it and will be sent by itself as soon as the connection is back: please keep this page open.",
    blocked:
      "Your browser stopped this message from being sent. Nothing you typed is lost: please try again, or reach us on WhatsApp, by phone or by e-mail.",
  },
} as const;
