import { expect, it } from "vitest";
import { isLoopbackAddress, isOwnOrigin, isThisComputer } from "./inbox-access";

const loopback = "127.0.0.1 127.8.9.10 ::1 ::ffff:127.0.0.1 ::ffff:7f00:2".split(" ");
const network = "192.0.2.2 ::ffff:192.0.2.2 fd00::2 0.0.0.0 unknown".split(" ");
it.each([...loopback.map((a) => [a, true] as const), ...network.map((a) => [a, false] as const)])(
  "a client at %j is this computer's loopback: %s",
  (address, expected) => expect(isLoopbackAddress(address)).toBe(expected),
);

it.each([
  ["127.0.0.1", "http://localhost:4612/inbox", true],
  [undefined, "http://127.0.0.1:4612/inbox", true],
  ["192.0.2.7", "http://localhost:4612/inbox", false],
  ["127.0.0.1", "http://192.0.2.2:4612/inbox", false],
])("a client at %j asking for %s is this computer: %s", (address, url, expected) => {
  expect(isThisComputer(address, url)).toBe(expected);
});

const own = [undefined, "http://localhost:4173", "http://127.0.0.1:4173", "http://[::1]:4173"];
const foreign = ["https://localhost:4173", "http://localhost:9999", "https://evil.example", "null"];
it.each([
  ...own.map((origin) => [origin, true] as const),
  ...foreign.map((origin) => [origin, false] as const),
])("a post with Origin %j to localhost:4173 is the site's own: %s", (origin, expected) => {
  const hosts = ["localhost", "127.0.0.1", "[::1]"];
  expect(isOwnOrigin(origin, "http://localhost:4173/ajax/studio", hosts)).toBe(expected);
});
