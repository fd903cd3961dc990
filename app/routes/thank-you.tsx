import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { bookingLinks, fittingKind } from "~/content/booking-links";
import { studio } from "~/content/studio";
import { thankYouPage } from "~/content/thank-you";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { sentParameter } from "~/lib/order-reference";
import { siteUrl } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import type { BookingSentProps } from "~/sections/booking-sent";
import { MessagePanel } from "~/sections/message-panel";
import { OrderReference } from "~/sections/order-reference";
import { SentCopy } from "~/sections/sent-copy";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: thankYouPage.title,
    description: thankYouPage.description,
    path: paths.thankYou,
  });

// Only after a booking: the order's and the inquiry's thank-you load none of it.
const BookingSent = lazy(async () => {
  const [section, content] = await Promise.all([
    import("~/sections/booking-sent"),
    import("~/content/booking"),
  ]);
  return {
    default: (props: Omit<BookingSentProps, "copy">) => (
      <section.BookingSent {...props} copy={content.booking} />
    ),
  };
});

const { area, city, region, country } = studio.address;
const studioAddress = `${studio.name}, ${area}, ${city}, ${region}, ${country}`;

export default function ThankYou() {
  const [beforeLink, afterLink = ""] = thankYouPage.note.split("{whatsapp}");
  const { search } = useLocation();
  const booked = useHydrated() && new URLSearchParams(search).get(sentParameter) === "booking";
  return (
    <MessagePanel
      heading={thankYouPage.heading}
      actions={<ButtonLink href={paths.home}>{thankYouPage.backHome}</ButtonLink>}
    >
      <p>{thankYouPage.message}</p>
      <OrderReference
        copy={thankYouPage.reference}
        whatsapp={studio.whatsapp.href}
        fitting={{ href: `${paths.book}?kind=${fittingKind}`, label: bookingLinks.order }}
      />
      {booked ? (
        <Suspense fallback={null}>
          <BookingSent whatsapp={studio.whatsapp.href} address={studioAddress} host={new URL(siteUrl).host} />
        </Suspense>
      ) : null}
      <SentCopy
        copy={thankYouPage.sent}
        contact={{ whatsapp: studio.whatsapp.href, email: studio.email.display }}
      />
      <p>
        {beforeLink}
        <a href={studio.whatsapp.href}>{thankYouPage.whatsapp}</a>
        {afterLink}
      </p>
    </MessagePanel>
  );
}
