import { describe, expect, it } from "vitest";
import { acceptedCodings } from "./content-encoding";

describe("acceptedCodings", () => {
  it.each([
    [null, []],
    ["", []],
    ["identity", []],
    ["gzip, deflate, br", ["br", "gzip"]],
    ["gzip;q=1.0, br;q=0.5", ["gzip", "br"]],
    ["BR, GZIP", ["br", "gzip"]],
    ["br;q=0", []],
    ["*", ["br", "gzip"]],
    ["*;q=0.1, gzip", ["gzip", "br"]],
    ["*, br;q=0", ["gzip"]],
    ["gzip;q=nonsense, br", ["br"]],
  ])("%j accepts %j", (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});
