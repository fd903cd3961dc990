import { expect, it } from "vitest";
import { clientKey } from "./client-key";

it.each([
  ["203.0.113.7", "203.0.113.7"],
  ["::ffff:127.0.0.1", "127.0.0.1"],
  ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
  ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ["unknown", "unknown"],
])("%s counts as %s", (address, key) => {
  expect(clientKey(address)).toBe(key);
});
