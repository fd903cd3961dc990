import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultInboxDir, defaultSiteRoot } from "./project-paths";
import { ConfigError, readServerConfig } from "./server-config";

describe("readServerConfig", () => {
  it("without settings serves build/client on 127.0.0.1:4173 with the inbox in .inbox", () => {
    expect(readServerConfig({})).toEqual({
      port: 4173,
      host: "127.0.0.1",
      root: defaultSiteRoot,
      inboxDir: defaultInboxDir,
    });
    expect(defaultSiteRoot.endsWith(path.join("build", "client"))).toBe(true);
  });

  it("reads PORT, HOST, SITE_ROOT and INBOX_DIR, relative paths from the working folder", () => {
    const env = { PORT: "8080", HOST: "0.0.0.0", SITE_ROOT: "dist", INBOX_DIR: "/var/inbox" };
    expect(readServerConfig(env, "/project")).toEqual({
      port: 8080,
      host: "0.0.0.0",
      root: path.resolve("/project/dist"),
      inboxDir: path.resolve("/var/inbox"),
    });
  });

  it.each(["off", "OFF", " off "])("INBOX=%j turns the inbox off", (value) => {
    expect(readServerConfig({ INBOX: value, INBOX_DIR: "x" }).inboxDir).toBe(false);
  });

  it("PORT=0 asks for any free port", () => {
    expect(readServerConfig({ PORT: "0" }).port).toBe(0);
  });

  it.each(["http", "80.5", "-1", "70000"])("PORT=%j is refused with a clear message", (port) => {
    expect(() => readServerConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readServerConfig({ PORT: port })).toThrow(/PORT must be a whole number/);
  });
});
