import { ButtonLink } from "~/components/button-link";
import { notFoundPage } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";
import { notFoundPath, paths } from "~/lib/paths";
import { MessagePanel } from "./message-panel";

/** "Page not found", with the way home and to the collection. */
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

/** The not-found page's tags: its own title, and kept out of search results. */
export function notFoundMeta() {
  return pageMeta({
    title: notFoundPage.title,
    description: notFoundPage.description,
    path: notFoundPath,
    index: false,
  });
}
