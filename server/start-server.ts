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

/** A client that trickles its headers (slowloris) is cut off. */
export const defaultHeadersTimeoutMs = 10_000;

export const defaultIdleTimeoutMs = 30_000;

export interface StartOptions extends AppOptions {
  port: number;
  host?: string;
  headersTimeoutMs?: number;
  idleTimeoutMs?: number;
  minBodyRate?: MinimumRate;
  maxConnectionsPerClient?: number;
  maxConnections?: number;
}

export interface RunningServer {
  url: string;
  port: number;
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
      // No total time: a slow but steady upload may finish; the pace rule cuts a trickle.
      requestTimeout: 0,
      // Node looks for overdue headers only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 4),
    },
    getRequestListener(app.fetch),
  );
  server.setTimeout(idleTimeoutMs);
  enforceMinimumBodyRate(server, minBodyRate);
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
        // Since Node 19 this also closes idle keep-alive connections.
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function connectableHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
