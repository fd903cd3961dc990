import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey, isLoopback } from "./client-key";

/**
 * A browser opens at most 6 per site; the rest is headroom. A peer on this machine is not counted:
 * a reverse proxy carries every visitor (and limits them itself), or it is the visitor's browser.
 */
export const defaultMaxConnectionsPerClient = 16;

export const defaultMaxConnections = 512;

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
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
