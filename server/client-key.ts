import { isIPv6 } from "node:net";

/** IPv6 by its /64: one machine usually holds a whole /64, and could take a fresh address each time. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const withoutZone = address.split("%")[0] ?? address;
  if (!isIPv6(withoutZone)) return address;

  const [head = "", tail] = withoutZone.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  // A dotted IPv4 ending (`64:ff9b::1.2.3.4`) stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(headGroups) - width(tailGroups)).fill("0");
  const network = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${network.map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/** A reverse proxy on this machine, or the visitor's own browser; other 127.x stand for clients in tests. */
export function isLoopback(address: string): boolean {
  return ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(address.toLowerCase());
}
