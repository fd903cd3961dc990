/**
 * The whole server as one Hono app: the form inbox (when on) and the static site behind it.
 * Built without listening, so tests can call `app.request(...)` directly.
 */
import { Hono } from "hono";
import { createInbox } from "./inbox/inbox-routes";
import { createInboxStore } from "./inbox/inbox-store";
import type { SubmissionRecord } from "./inbox/submission";
import { defaultInboxDir } from "./project-paths";
import { securityHeaders } from "./security-headers";
import { createStaticSite } from "./static-site/static-site";

export interface AppOptions {
  /** The built site, e.g. `build/client`. */
  root: string;
  /** Where the form inbox stores submissions; `false` turns the inbox off. Default `.inbox/`. */
  inboxDir?: string | false;
  /** Called after the inbox stores a submission. */
  onSubmission?: (record: SubmissionRecord) => void;
}

export function createApp({ root, inboxDir = defaultInboxDir, onSubmission }: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());

  // The inbox goes first: its GET pages under /inbox must win over the site's 404 page.
  if (inboxDir !== false) {
    app.route("/", createInbox({ store: createInboxStore({ dir: inboxDir }), onSubmission }));
  }

  const site = createStaticSite({ root });
  // Hono answers HEAD with the GET route and drops the body; the site skips reading it for HEAD.
  app.get("*", (c) => site.respond(c.req.raw));

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal server error", 500);
  });
  return app;
}
