import { ButtonLink } from "~/components/button-link";
import { notFoundPage } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";
import { notFoundPath, paths } from "~/lib/paths";
import { MessagePanel } from "./message-panel";

export function NotFoundPanel() {
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

export function notFoundMeta() {
  return pageMeta({
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: notFoundPath,
    index: false,
  });
}
