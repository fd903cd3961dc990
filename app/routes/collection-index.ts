import { designIndex } from "~/content/design-index";

// Fetched by the forms only when their URL names a design.
export function loader() {
  return Response.json(designIndex);
}
