import { bookingLinks } from "~/content/booking-links";
import { contactPage, studioVisit } from "~/content/contact";
import { inquiryForm } from "~/content/inquiry-form";
import { studio } from "~/content/studio";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { InquiryForm } from "~/sections/inquiry-form";
import { RotatingHeading } from "~/sections/rotating-heading";
import { VisitPanel } from "~/sections/visit-panel";
import styles from "./contact.module.css";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: contactPage.title, description: contactPage.description, path: paths.contact });

export default function Contact() {
  return (
    <>
      <RotatingHeading
        eyebrow={contactPage.eyebrow}
        phrases={contactPage.headings}
        intro={contactPage.intro}
      />
      <div className={styles.layout}>
        <InquiryForm copy={inquiryForm} />
        <VisitPanel
          copy={contactPage.visit}
          studio={studio}
          visit={studioVisit}
          book={{ href: paths.book, label: bookingLinks.contact }}
        />
      </div>
    </>
  );
}
