/** What a visitor reads when a page fails to show (an unexpected error in the site itself). */
export const errorPage = {
  title: "Something went wrong | Ivory & Adire",
  heading: "Something went wrong",
  message: "This page could not be shown. Please try again, or start again from the home page.",
  contact: "If it keeps happening, message us on WhatsApp or call the studio: we will help you directly.",
  home: "Go to the home page",
  whatsapp: "Message us on WhatsApp",
  call: "Call the studio",
} as const;
