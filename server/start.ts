/** `npx tsx server/start.ts [--local]`: `--local` (`npm start`) adds the inbox, for this computer only. */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  ConfigError,
  type ServerConfig,
  networkAddresses,
  reachableAtLocalhost,
  readServerConfig,
} from "./server-config";
import { startServer } from "./start-server";

export { startServer } from "./start-server";
export type { RunningServer, StartOptions } from "./start-server";

const shutdownGraceMs = 5000;

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = readServerConfig(process.env, { local: process.argv.includes("--local") });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  if (!existsSync(path.join(config.root, "index.html"))) {
    console.error(`There is no built site in ${config.root}.`);
    console.error("Run `npm run build` first (or `npm start`, which builds and then serves).");
    process.exit(1);
  }

  const running = await startServer({
    ...config,
    onSubmission: (record) => {
      console.log(`New form submission for ${record.formId}, now in the form inbox.`);
    },
  }).catch((error: unknown) => {
    const inUse = error instanceof Error && "code" in error && error.code === "EADDRINUSE";
    console.error(
      inUse
        ? `Port ${config.port} is already in use. Stop the other server or set PORT to another number.`
        : error,
    );
    process.exit(1);
  });

  // One write, so whoever reads the output (a supervisor, a test) never sees half of it.
  console.log(startupSummary(config, running.port).join("\n"));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // A second Ctrl+C means "now".
    stopping = true;
    console.log(`\n${signal} received, shutting down…`);
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

export function startupSummary(
  config: Pick<ServerConfig, "host" | "inboxDir">,
  port: number,
  addresses: (host: string) => string[] = networkAddresses,
): string[] {
  const lines = [`Ivory & Adire is running at http://${displayHost(config.host)}:${port}`];
  const network = addresses(config.host);
  for (const address of network)
    lines.push(`On your network: http://${address}:${port} (the site and its forms)`);
  if (network.length === 0 && ["0.0.0.0", "::"].includes(config.host)) {
    lines.push(`On your network: this computer's addresses, port ${port} (the site and its forms)`);
  }
  if (config.inboxDir === false) return lines;
  const inbox = `http://localhost:${port}/inbox`;
  lines.push(
    reachableAtLocalhost(config.host)
      ? `Form inbox: ${inbox} (this computer only: not reachable from the network)`
      : `Form inbox: not reachable: it opens only at ${inbox}, and the server listens on ${config.host} alone. ` +
          "Leave HOST unset, or set HOST=0.0.0.0, to read it on this computer.",
  );
  return lines;
}

function displayHost(host: string): string {
  if (["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(host)) return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

// Only when run as a program: a module importing this one starts no server.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
