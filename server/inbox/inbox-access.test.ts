import { expect, it } from "vitest";
import { isLoopbackAddress, isOwnOrigin, isThisComputer } from "./inbox-access";

it.each([
  ["127.0.0.1", true],
  ["127.8.9.10", true],
  ["::1", true],
  ["::ffff:127.0.0.1", true],
  ["::ffff:7f00:2", true],
  ["192.0.2.2", false],
  ["::ffff:192.0.2.2", false],
  ["fd00::2", false],
  ["0.0.0.0", false],
  ["unknown", false],
])("a client at %j is this computer's loopback: %s", (address, loopback) => {
  expect(isLoopbackAddress(address)).toBe(loopback);
});

it.each([
  ["127.0.0.1", "http://localhost:4612/inbox", true],
  [undefined, "http://127.0.0.1:4612/inbox", true],
  ["192.0.2.7", "http://localhost:4612/inbox", false],
  ["127.0.0.1", "http://192.0.2.2:4612/inbox", false],
])("a client at %j asking for %s is this computer: %s", (address, url, expected) => {
  expect(isThisComputer(address, url)).toBe(expected);
});

it.each([
  [undefined, true],
  ["http://localhost:4173", true],
  ["http://127.0.0.1:4173", true],
  ["http://[::1]:4173", true],
  ["https://localhost:4173", false],
  ["http://localhost:9999", false],
  ["https://evil.example", false],
  ["null", false],
])("a post with Origin %j to localhost:4173 is the site's own: %s", (origin, own) => {
  expect(isOwnOrigin(origin, "http://localhost:4173/ajax/studio", ["localhost", "127.0.0.1", "[::1]"])).toBe(
    own,
  );
});
