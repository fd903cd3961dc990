import { ButtonLink } from "~/components/button-link";
import { notFoundPage } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";
import { notFoundPath, paths } from "~/lib/paths";
import { MessagePanel } from "~/sections/message-panel";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: notFoundPath,
    index: false,
  });

/** Any address that is not a page. The server sends this page's prerendered HTML with status 404. */
export default function NotFound() {
  return (
    <MessagePanel
      heading={notFoundPage.heading}
      actions={
        <>
          <ButtonLink href={paths.home}>{notFoundPage.home}</ButtonLink>
          <ButtonLink href={paths.collection} variant="outline">
            {notFoundPage.collection}
          </ButtonLink>
        </>
      }
    >
      <p>{notFoundPage.message}</p>
    </MessagePanel>
  );
}
