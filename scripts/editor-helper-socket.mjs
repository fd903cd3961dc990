// Loaded into decap-server's process (`node --import`): decap-server takes only a TCP port, which
// any page on this computer could reach by DNS rebinding; this makes it listen on the socket the
// guard names instead, a file (a named pipe on Windows) that no browser can open.
import net from "node:net";

const socket = process.env.EDITOR_HELPER_SOCKET;
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  return listen.call(
    this,
    socket,
    args.find((arg) => typeof arg === "function"),
  );
};
