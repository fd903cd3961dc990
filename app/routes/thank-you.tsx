import { ButtonLink } from "~/components/button-link";
import { booking } from "~/content/booking";
import { studio } from "~/content/studio";
import { thankYouPage } from "~/content/thank-you";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { siteUrl } from "~/lib/site";
import { BookingSent } from "~/sections/booking-sent";
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

const fittingKind = booking.kinds.find((kind) => kind.asksForReference)?.id ?? "";
const { area, city, region, country } = studio.address;
const studioAddress = `${studio.name}, ${area}, ${city}, ${region}, ${country}`;

export default function ThankYou() {
  const [beforeLink, afterLink = ""] = thankYouPage.note.split("{whatsapp}");
  return (
    <MessagePanel
      heading={thankYouPage.heading}
      actions={<ButtonLink href={paths.home}>{thankYouPage.backHome}</ButtonLink>}
    >
      <p>{thankYouPage.message}</p>
      <OrderReference
        copy={thankYouPage.reference}
        whatsapp={studio.whatsapp.href}
        fitting={{ href: `${paths.book}?kind=${fittingKind}`, label: booking.links.order }}
      />
      <BookingSent
        copy={booking}
        whatsapp={studio.whatsapp.href}
        address={studioAddress}
        host={new URL(siteUrl).host}
      />
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
