/**
 * The whole server as one Hono app: the local form inbox (under `npm start` and the tests) and the
 * static site behind it. Built without listening, so tests can call `app.request(...)` directly.
 */
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { onlyOwnHosts } from "./inbox/inbox-access";
import { type InboxLimits, createInbox } from "./inbox/inbox-routes";
import { createInboxStore } from "./inbox/inbox-store";
import type { SubmissionRecord } from "./inbox/submission";
import { defaultInboxDir } from "./project-paths";
import { securityHeaders } from "./security-headers";
import { loopbackHosts } from "./server-config";
import { createStaticSite } from "./static-site/static-site";

export interface AppOptions {
  /** The built site, e.g. `build/client`. */
  root: string;
  /** Where the form inbox stores submissions; `false` turns the inbox off. Default `.inbox/`. */
  inboxDir?: string | false;
  /**
   * The Host names the server answers to while the inbox is on, and whose pages may post to it.
   * Default: this computer's loopback names. The inbox's own pages answer to those alone.
   */
  inboxHosts?: readonly string[];
  /** Called after the inbox stores a submission. */
  onSubmission?: (record: SubmissionRecord) => void;
  /** Per-client post limits and the free-disk floor; defaults in inbox/inbox-routes.ts. */
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
  // A method no route takes gets 405 with the methods that path does take (RFC 9110, 15.5.6).
  app.use(methodNotAllowed({ app }));

  // The inbox goes first: its GET pages under /inbox must win over the site's 404 page.
  if (inboxDir !== false) {
    app.use(onlyOwnHosts(inboxHosts));
    const store = createInboxStore({ dir: inboxDir });
    app.route("/", createInbox({ store, onSubmission, ownHosts: inboxHosts, ...inboxLimits }));
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
