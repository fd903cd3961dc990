/** Starts the app on a real port, in-process, for the command line, tests and benchmarks. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { type AppOptions, createApp } from "./app";
import {
  defaultMaxConnections,
  defaultMaxConnectionsPerClient,
  limitConnectionsPerClient,
} from "./connection-limits";
import { type MinimumRate, defaultMinBodyRate, enforceMinimumBodyRate } from "./minimum-rate";
import { defaultHost } from "./server-config";

export { defaultMaxConnections, defaultMaxConnectionsPerClient } from "./connection-limits";
export { defaultMinBodyBytesPerSecond, defaultMinBodyWindowMs } from "./minimum-rate";

/** Time to send a request's headers: a client that trickles them (slowloris) is cut off. */
export const defaultHeadersTimeoutMs = 10_000;

/** A connection that sends nothing for this long (a stalled upload, an idle socket) is closed. */
export const defaultIdleTimeoutMs = 30_000;

export interface StartOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Tests make these small; the defaults are the production values above. */
  headersTimeoutMs?: number;
  idleTimeoutMs?: number;
  /** The pace a request body must keep (see minimum-rate.ts); there is no cap on its total time. */
  minBodyRate?: MinimumRate;
  maxConnectionsPerClient?: number;
  maxConnections?: number;
}

export interface RunningServer {
  /** An address this process can fetch from, e.g. `http://127.0.0.1:4173`. */
  url: string;
  port: number;
  /** Stops accepting connections and resolves once open requests have finished. */
  close(): Promise<void>;
}

export async function startServer({
  port,
  host = defaultHost,
  headersTimeoutMs = defaultHeadersTimeoutMs,
  idleTimeoutMs = defaultIdleTimeoutMs,
  minBodyRate = defaultMinBodyRate,
  maxConnectionsPerClient = defaultMaxConnectionsPerClient,
  maxConnections = defaultMaxConnections,
  ...appOptions
}: StartOptions): Promise<RunningServer> {
  const app = createApp(appOptions);
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      // No total time for a request: a slow but steady upload may finish; the pace rule cuts a trickle.
      requestTimeout: 0,
      // Node looks for overdue headers only this often (30 s by default), so the cut could run late.
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 4),
    },
    getRequestListener(app.fetch),
  );
  server.setTimeout(idleTimeoutMs);
  enforceMinimumBodyRate(server, minBodyRate);
  // Beyond this Node drops new connections, whoever opens them.
  server.maxConnections = maxConnections;
  limitConnectionsPerClient(server, maxConnectionsPerClient);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${connectableHost(host)}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Since Node 19 this also closes idle keep-alive connections; busy ones finish first.
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A server listening on every interface is reached through loopback; IPv6 needs brackets. */
function connectableHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
