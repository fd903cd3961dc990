import { ButtonLink } from "~/components/button-link";
import { thankYouPage } from "~/content/thank-you";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { MessagePanel } from "~/sections/message-panel";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: thankYouPage.title,
    description: thankYouPage.description,
    path: paths.thankYou,
  });

export default function ThankYou() {
  return (
    <MessagePanel
      heading={thankYouPage.heading}
      actions={<ButtonLink href={paths.home}>{thankYouPage.backHome}</ButtonLink>}
    >
      <p>{thankYouPage.message}</p>
      <p>{thankYouPage.note}</p>
    </MessagePanel>
  );
}
