import { ButtonLink } from "~/components/button-link";
import { studio } from "~/content/studio";
import { thankYouPage } from "~/content/thank-you";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
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

export default function ThankYou() {
  const [beforeLink, afterLink = ""] = thankYouPage.note.split("{whatsapp}");
  return (
    <MessagePanel
      heading={thankYouPage.heading}
      actions={<ButtonLink href={paths.home}>{thankYouPage.backHome}</ButtonLink>}
    >
      <p>{thankYouPage.message}</p>
      <OrderReference copy={thankYouPage.reference} whatsapp={studio.whatsapp.href} />
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
