/** The whole server as one Hono app, built without listening so tests can call `app.request()`. */
import { Hono } from "hono";
import { etag } from "hono/etag";
import { methodNotAllowed } from "hono/method-not-allowed";
import { onlyOwnHosts } from "./inbox/inbox-access";
import { type InboxLimits, createInbox } from "./inbox/inbox-routes";
import { createInboxStore } from "./inbox/inbox-store";
import type { SubmissionRecord } from "./inbox/submission";
import { defaultInboxDir } from "./project-paths";
import { securityHeaders } from "./security-headers";
import { loopbackHosts } from "./server-config";
import { staticSite } from "./static-site";

export interface AppOptions {
  root: string;
  inboxDir?: string | false;
  inboxHosts?: readonly string[];
  onSubmission?: (record: SubmissionRecord) => void;
  inboxLimits?: Partial<InboxLimits>;
}

export function createApp({
  root,
  inboxDir = defaultInboxDir,
  inboxHosts = loopbackHosts,
  onSubmission,
  inboxLimits,
}: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  // 405 with `Allow` (RFC 9110, 15.5.6).
  app.use(methodNotAllowed({ app }));

  // The inbox goes first: its GET pages under /inbox must win over the site's 404 page.
  if (inboxDir !== false) {
    app.use(onlyOwnHosts(inboxHosts));
    const store = createInboxStore({ dir: inboxDir });
    app.route("/", createInbox({ store, onSubmission, ownHosts: inboxHosts, ...inboxLimits }));
  }

  app.get("*", etag(), staticSite(root));

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal server error", 500);
  });
  return app;
}
