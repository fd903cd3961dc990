import { NotFoundPanel, notFoundMeta } from "~/sections/not-found-panel";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => notFoundMeta();

/**
 * Any address that is not a page. The server sends this page's prerendered HTML with status 404,
 * without the framework (scripts/optimize-pages.ts): everything on it works without script.
 */
export default function NotFound() {
  return <NotFoundPanel />;
}
