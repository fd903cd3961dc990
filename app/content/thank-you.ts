export const thankYouPage = {
  title: "Thank you | Ivory & Adire",
  description: "Your request has reached Ivory & Adire.",
  heading: "Thank You!",
  message: "Your request has been submitted successfully. We will reply to you shortly.",
  note: "We usually answer within one working day. For anything urgent, message us on WhatsApp.",
  backHome: "Back to Home",
  /** After an order: its reference, and a WhatsApp message that quotes it. `{reference}` is filled in. */
  reference: {
    label: "Your order reference",
    hint: "Quote it when you message us, and we will find your order at once.",
    followUp: "Follow up on WhatsApp",
    message: "Hello Ivory & Adire, I am following up on my order {reference}.",
  },
} as const;
