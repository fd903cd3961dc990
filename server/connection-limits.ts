/** Caps on open connections, so one client cannot hold the server's sockets (and memory) alone. */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey, isLoopback } from "./client-key";

/**
 * Open connections one client address may hold. A browser opens at most 6 per site; the rest is
 * headroom for several tabs and for sockets that are closing. Peers on this machine are not
 * counted: a reverse proxy in front of the server carries every visitor on its own connections
 * (and limits them itself), and under `npm start` the peer is the visitor's own browser.
 */
export const defaultMaxConnectionsPerClient = 16;

/** Open connections in all, whoever holds them: a ceiling on file descriptors and buffers. */
export const defaultMaxConnections = 512;

/** Destroys a new connection at once when its client already holds `max` open ones. */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    if (isLoopback(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      // No entry outlives its last connection, so the map stays as small as the open sockets.
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
