import data from "./data/inquiry-form.json" with { type: "json" };
import { checkData, inquiryFormSchema } from "./schema";

/**
 * Every word the inquiry form shows, from data/inquiry-form.json. Field *names* are not here: the
 * studio's e-mails are built from them, so they are fixed in the form section.
 */
export interface InquiryFormCopy {
  heading: string;
  intro: string;
  /** The subject of the studio's e-mail. */
  subject: string;
  labels: Record<"name" | "email" | "phone" | "subject" | "projectType" | "budget" | "message", string>;
  placeholders: Record<"name" | "email" | "phone" | "subject" | "budget" | "message", string>;
  /** The service types to choose from: each is also what the studio's e-mail says. */
  projectTypes: { placeholder: string; options: string[] };
  /** Shown above the fields when the inquiry comes from a design's page: "Asking about: Adunni". */
  design: { label: string; sent: string; dismiss: string };
  submit: string;
  messages: {
    /** With no connection at the press: the message waits in the page and goes by itself. */
    offline: string;
    /** When the browser refuses to send the form to the form service. */
    blocked: string;
  };
}

if (import.meta.env.SSR) {
  checkData("inquiry-form.json", inquiryFormSchema, data);
}

export const inquiryForm = data satisfies InquiryFormCopy;
