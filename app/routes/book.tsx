import { booking, bookingHours } from "~/content/booking";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { BookingForm } from "~/sections/booking-form";
import { PageIntro } from "~/sections/page-intro";
import styles from "./book.module.css";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: booking.title, description: booking.description, path: paths.book });

export default function Book() {
  return (
    <>
      <PageIntro eyebrow={booking.eyebrow} heading={booking.heading} intro={booking.intro} />
      <div className={styles.layout}>
        <BookingForm copy={booking} hours={bookingHours.spans} openDays={bookingHours.described} />
      </div>
    </>
  );
}
