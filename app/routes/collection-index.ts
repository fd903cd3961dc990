import { designIndex } from "~/content/design-index";

/**
 * Every design's page address, name and section, prerendered to /collection/index.json. The order
 * and contact forms fetch it only when their address names a design (`?design=<slug>`).
 */
export function loader() {
  return Response.json(designIndex);
}
