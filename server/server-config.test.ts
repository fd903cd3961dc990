import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";
import { ConfigError, loopbackHosts, readServerConfig } from "./server-config";

const ownAddresses = () => ["127.0.0.1", "192.168.1.20", "fe80::1"];

describe("readServerConfig", () => {
  it("without settings serves build/client on 127.0.0.1:4173 with the inbox off", () => {
    expect(readServerConfig({})).toEqual({
      port: 4173,
      host: "127.0.0.1",
      root: defaultSiteRoot,
      inboxDir: false,
      inboxHosts: [...loopbackHosts],
      inboxLimits: { postsPerWindow: 300 },
    });
    expect(defaultSiteRoot.endsWith(path.join("build", "client"))).toBe(true);
  });

  it("npm start (--local) keeps the inbox in .inbox, for this computer's own names only", () => {
    expect(readServerConfig({}, { local: true })).toMatchObject({
      inboxDir: defaultInboxDir,
      inboxHosts: ["localhost", "127.0.0.1", "[::1]"],
    });
  });

  it("a local inbox asked to listen on the network also answers to the machine's own addresses", () => {
    const config = readServerConfig({ HOST: "0.0.0.0" }, { local: true, ownAddresses });
    expect(config.inboxHosts).toEqual(["localhost", "127.0.0.1", "[::1]", "192.168.1.20", "[fe80::1]"]);
  });

  it("reads PORT, HOST, SITE_ROOT and INBOX_DIR, relative paths from the working folder", () => {
    const env = { PORT: "8080", HOST: "127.0.0.1", SITE_ROOT: "dist", INBOX_DIR: "/var/inbox" };
    expect(readServerConfig(env, { local: true, cwd: "/project" })).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      root: path.resolve("/project/dist"),
      inboxDir: path.resolve("/var/inbox"),
    });
  });

  it.each(["off", "OFF", " off "])("INBOX=%j turns the inbox off, also for npm start", (value) => {
    expect(readServerConfig({ INBOX: value, INBOX_DIR: "x" }, { local: true }).inboxDir).toBe(false);
  });

  it.each([
    [{ INBOX: "on", INBOX_PASSWORD: "indigo-and-ivory-42" }, {}],
    [{ INBOX: "on" }, { local: true }],
    [{ INBOX: "local" }, {}],
  ])("refuses to publish the inbox: %j %j", (env, options) => {
    expect(() => readServerConfig(env, options)).toThrow(ConfigError);
    expect(() => readServerConfig(env, options)).toThrow(/runs only under `npm start`, for this computer/);
  });

  it("nonsense in INBOX is refused with the values it takes", () => {
    expect(() => readServerConfig({ INBOX: "yes" }, { local: true })).toThrow(
      /INBOX must be "off" or "local"/,
    );
  });

  it("limits posts per client to 300 in ten minutes, or INBOX_POST_LIMIT", () => {
    expect(readServerConfig({}, { local: true }).inboxLimits).toEqual({ postsPerWindow: 300 });
    expect(readServerConfig({ INBOX_POST_LIMIT: " 50 " }, { local: true }).inboxLimits).toEqual({
      postsPerWindow: 50,
    });
    expect(() => readServerConfig({ INBOX_POST_LIMIT: "lots" }, { local: true })).toThrow(
      /INBOX_POST_LIMIT must be/,
    );
  });

  it("PORT=0 asks for any free port", () => {
    expect(readServerConfig({ PORT: "0" }).port).toBe(0);
  });

  it.each(["http", "80.5", "-1", "70000"])("PORT=%j is refused with a clear message", (port) => {
    expect(() => readServerConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readServerConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
