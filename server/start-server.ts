/** Starts the app on a real port, in-process, for the command line, tests and benchmarks. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { type AppOptions, createApp } from "./app";
import { defaultHost } from "./server-config";

export interface StartOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
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
  ...appOptions
}: StartOptions): Promise<RunningServer> {
  const app = createApp(appOptions);
  const server = createServer(getRequestListener(app.fetch));

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
