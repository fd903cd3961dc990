export const thankYouPage = {
  title: "Thank you | Ivory & Adire",
  description: "Your request has reached Ivory & Adire.",
  heading: "Thank You!",
  message: "Your request has been submitted successfully. We will reply to you shortly.",
  note: "We usually answer within one working day. For anything urgent, message us on WhatsApp.",
  backHome: "Back to Home",
} as const;
