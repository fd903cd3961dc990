import { NotFoundPanel, notFoundMeta } from "~/sections/not-found-panel";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => notFoundMeta();

// Served with status 404 and without React's scripts (scripts/optimize-pages.ts), so everything
// on it must work without script.
export default function NotFound() {
  return <NotFoundPanel />;
}
