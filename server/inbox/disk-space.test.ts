import path from "node:path";
import { expect, it, vi } from "vitest";
import { createDiskSpaceCheck, diskReadingMaxAgeMs } from "./disk-space";

const mebibytes = (count: number) => count * 1024 * 1024;

it("reads the nearest existing folder, refuses below the floor, and reuses a reading for a few seconds", async () => {
  const dir = path.resolve("/srv/site/.inbox");
  let [time, free] = [0, mebibytes(150)];
  const statfs = vi.fn(async (folder: string) => {
    if (folder === dir) throw Object.assign(new Error("missing"), { code: "ENOENT" });
    return { bavail: free / 4096, bsize: 4096 };
  });
  const hasRoom = createDiskSpaceCheck({ dir, minFreeBytes: mebibytes(200), statfs, now: () => time });
  expect(await hasRoom()).toBe(false);
  expect(statfs.mock.calls.map(([folder]) => folder)).toEqual([dir, path.dirname(dir)]);
  [time, free] = [diskReadingMaxAgeMs - 1, mebibytes(300)];
  expect(await hasRoom()).toBe(false);
  time += 1;
  expect(await hasRoom()).toBe(true);
});

it("lets posts through when the free space cannot be read", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const statfs = () => Promise.reject(Object.assign(new Error("not supported"), { code: "ENOSYS" }));
  expect(await createDiskSpaceCheck({ dir: "/", minFreeBytes: 1, statfs })()).toBe(true);
  expect(error).toHaveBeenCalledOnce();
  error.mockRestore();
});
