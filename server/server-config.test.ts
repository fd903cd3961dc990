import path from "node:path";
import { expect, it } from "vitest";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";
import { type ConfigOptions, ConfigError, loopbackHosts, readServerConfig } from "./server-config";

it("without settings serves build/client on 127.0.0.1:4173 with the inbox off; npm start keeps it in .inbox", () => {
  expect(readServerConfig({})).toEqual({
    port: 4173,
    host: "127.0.0.1",
    root: defaultSiteRoot,
    inboxDir: false,
    inboxHosts: [...loopbackHosts],
    inboxLimits: { postsPerWindow: 300 },
  });
  expect(defaultSiteRoot.endsWith(path.join("build", "client"))).toBe(true);
  expect(readServerConfig({}, { local: true }).inboxDir).toBe(defaultInboxDir);
});

it("reads the environment, relative paths from the working folder", () => {
  const env = { PORT: "0", SITE_ROOT: "dist", INBOX_DIR: "/var/inbox", INBOX_POST_LIMIT: " 50 " };
  expect(readServerConfig(env, { local: true, cwd: "/project" })).toMatchObject({
    port: 0,
    root: path.resolve("/project/dist"),
    inboxDir: path.resolve("/var/inbox"),
    inboxLimits: { postsPerWindow: 50 },
  });
  expect(readServerConfig({ INBOX: " OFF ", INBOX_DIR: "x" }, { local: true }).inboxDir).toBe(false);
});

it("a local inbox listening on the network answers to the machine's own addresses too", () => {
  const ownAddresses = () => ["127.0.0.1", "192.168.1.20", "fe80::1"];
  const config = readServerConfig({ HOST: "0.0.0.0" }, { local: true, ownAddresses });
  expect(config.inboxHosts).toEqual(["localhost", "127.0.0.1", "[::1]", "192.168.1.20", "[fe80::1]"]);
});

type Row = [NodeJS.ProcessEnv, ConfigOptions, RegExp];
it.each<Row>([
  [{ INBOX: "on" }, {}, /runs only under `npm start`, for this computer/],
  [{ INBOX: "on" }, { local: true }, /runs only under `npm start`/],
  [{ INBOX: "local" }, {}, /runs only under `npm start`/],
  [{ INBOX: "yes" }, { local: true }, /INBOX must be "off" or "local"/],
  [{ INBOX_POST_LIMIT: "lots" }, { local: true }, /INBOX_POST_LIMIT must be/],
  ...["http", "80.5", "-1", "70000"].map((PORT) => [{ PORT }, {}, /PORT must be a whole number/] as Row),
])("%j %j is refused with a clear message", (env, options, message) => {
  expect(() => readServerConfig(env, options)).toThrow(ConfigError);
  expect(() => readServerConfig(env, options)).toThrow(message);
});
