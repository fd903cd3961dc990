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
      inboxAccess: { kind: "local", hosts: [...loopbackHosts] },
      inboxLimits: { postsPerWindow: 20 },
    });
    expect(defaultSiteRoot.endsWith(path.join("build", "client"))).toBe(true);
  });

  it("npm start (--local) keeps the inbox in .inbox, for this computer's own names only", () => {
    expect(readServerConfig({}, { local: true })).toMatchObject({
      inboxDir: defaultInboxDir,
      inboxAccess: { kind: "local", hosts: ["localhost", "127.0.0.1", "[::1]"] },
    });
  });

  it("a local inbox asked to listen on the network also answers to the machine's own addresses", () => {
    const config = readServerConfig({ HOST: "0.0.0.0" }, { local: true, ownAddresses });
    expect(config.inboxAccess).toEqual({
      kind: "local",
      hosts: ["localhost", "127.0.0.1", "[::1]", "192.168.1.20", "[fe80::1]"],
    });
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

  it("INBOX=on publishes the inbox behind a password", () => {
    const config = readServerConfig({ INBOX: "on", INBOX_PASSWORD: "indigo-and-ivory-42" });
    expect(config.inboxDir).toBe(defaultInboxDir);
    expect(config.inboxAccess).toEqual({ kind: "password", password: "indigo-and-ivory-42" });
  });

  it.each([{}, { INBOX_PASSWORD: "" }, { INBOX_PASSWORD: "short-pass" }])(
    "INBOX=on without a password of 12 characters or more is refused (%j)",
    (env) => {
      expect(() => readServerConfig({ INBOX: "on", ...env })).toThrow(ConfigError);
      expect(() => readServerConfig({ INBOX: "on", ...env })).toThrow(/INBOX_PASSWORD, at least 12/);
    },
  );

  it("a local inbox cannot be asked for outside npm start, and nonsense is refused", () => {
    expect(() => readServerConfig({ INBOX: "local" })).toThrow(/INBOX must be "off" or "on"/);
    expect(() => readServerConfig({ INBOX: "yes" }, { local: true })).toThrow(/or "local"/);
  });

  it("limits posts per client: 20 in ten minutes when published, 300 on npm start, or INBOX_POST_LIMIT", () => {
    expect(readServerConfig({ INBOX: "on", INBOX_PASSWORD: "indigo-and-ivory-42" }).inboxLimits).toEqual({
      postsPerWindow: 20,
    });
    expect(readServerConfig({}, { local: true }).inboxLimits).toEqual({ postsPerWindow: 300 });
    expect(readServerConfig({ INBOX_POST_LIMIT: " 50 " }, { local: true }).inboxLimits).toEqual({
      postsPerWindow: 50,
    });
    expect(() => readServerConfig({ INBOX_POST_LIMIT: "lots" })).toThrow(/INBOX_POST_LIMIT must be/);
  });

  it("PORT=0 asks for any free port", () => {
    expect(readServerConfig({ PORT: "0" }).port).toBe(0);
  });

  it.each(["http", "80.5", "-1", "70000"])("PORT=%j is refused with a clear message", (port) => {
    expect(() => readServerConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readServerConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
