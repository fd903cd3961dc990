/**
 * The whole server as one Hono app: the form inbox (when on) and the static site behind it.
 * Built without listening, so tests can call `app.request(...)` directly.
 */
import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { HTTPException } from "hono/http-exception";
import { onlyOwnHosts, passwordProtected } from "./inbox/inbox-access";
import { inboxPath } from "./inbox/inbox-page";
import { type InboxLimits, createInbox } from "./inbox/inbox-routes";
import { createInboxStore } from "./inbox/inbox-store";
import type { SubmissionRecord } from "./inbox/submission";
import { defaultInboxDir } from "./project-paths";
import { securityHeaders } from "./security-headers";
import { type InboxAccess, loopbackHosts } from "./server-config";
import { createStaticSite } from "./static-site/static-site";

export interface AppOptions {
  /** The built site, e.g. `build/client`. */
  root: string;
  /** Where the form inbox stores submissions; `false` turns the inbox off. Default `.inbox/`. */
  inboxDir?: string | false;
  /** Who may reach the inbox. Default: this computer only, by its loopback names. */
  inboxAccess?: InboxAccess;
  /** Called after the inbox stores a submission. */
  onSubmission?: (record: SubmissionRecord) => void;
  /** Per-client post limits and the free-disk floor; defaults in inbox/inbox-routes.ts. */
  inboxLimits?: Partial<InboxLimits>;
}

export function createApp({
  root,
  inboxDir = defaultInboxDir,
  inboxAccess = { kind: "local", hosts: loopbackHosts },
  onSubmission,
  inboxLimits,
}: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  // A method no route takes gets 405 with the methods that path does take (RFC 9110, 15.5.6).
  app.use(methodNotAllowed({ app }));

  // The inbox goes first: its GET pages under /inbox must win over the site's 404 page.
  if (inboxDir !== false) {
    if (inboxAccess.kind === "local") {
      app.use(onlyOwnHosts(inboxAccess.hosts));
    } else {
      const guard = passwordProtected(inboxAccess.password);
      app.use(inboxPath, guard);
      app.use(`${inboxPath}/*`, guard);
    }
    app.route("/", createInbox({ store: createInboxStore({ dir: inboxDir }), onSubmission, ...inboxLimits }));
  }

  const site = createStaticSite({ root });
  // Hono answers HEAD with the GET route and drops the body; the site skips reading it for HEAD.
  app.get("*", (c) => site.respond(c.req.raw));

  app.onError((error, c) => {
    // Middleware that refuses a request (the inbox's password check) throws its answer.
    if (error instanceof HTTPException) return error.getResponse();
    console.error(error);
    return c.text("Internal server error", 500);
  });
  return app;
}
