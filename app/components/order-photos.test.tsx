import { createRef } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, expect, it, vi } from "vitest";
import { orderPhotos } from "~/content/order-photos";
import { fakePhotoDecoding } from "~/test-setup";
import { OrderPhotos, type OrderPhotosHandle } from "./order-photos";

let fake: ReturnType<typeof fakePhotoDecoding>;
beforeEach(() => (fake = fakePhotoDecoding()));
const MB = 1024 * 1024;
/** A camera photo of 4.1 MB, unless told otherwise. */
const photo = (name: string, options = {}) => fake.photo(name, { bytes: 4.1 * MB, ...options });

function setUp(Photos = OrderPhotos) {
  const handle = createRef<OrderPhotosHandle>();
  const user = userEvent.setup({ applyAccept: false });
  render(<Photos copy={orderPhotos} ref={handle} />);
  const field = screen.getByLabelText("Photos (optional)");
  const choose = (...files: File[]) => user.upload(field, files);
  const prepare = () => act(() => handle.current!.prepare());
  return { handle, user, field, choose, prepare };
}

const list = () => screen.getByRole("list", { name: "Photos to send" });
const names = () =>
  within(list())
    .getAllByRole("listitem")
    .map((row) => row.querySelector("[title]")?.textContent);
const kinds = () =>
  screen.getAllByRole<HTMLSelectElement>("combobox").map((select) => select.selectedOptions[0]?.text);
const remove = (name: string) => screen.getByRole("button", { name: `Remove ${name}` });
const status = () => screen.getByRole("status");
/** A message on screen (the status region says it again, out of sight). */
const shown = (text: string | RegExp) => screen.findByText(text, { ignore: "[role=status]" });
/** What a press on Send would post: each field and its file's name (and type). */
const sentNames = (prepared: Awaited<ReturnType<OrderPhotosHandle["prepare"]>>, withType = false) =>
  prepared.ok &&
  prepared.files.map(({ field, file }) => `${field}=${file.name}${withType ? ` ${file.type}` : ""}`);
const allReady = () => waitFor(() => expect(screen.queryByText(/making it smaller/)).toBeNull());

it("is the plain file field until the framework arrives, which takes a photo chosen before into the list", async () => {
  document.body.innerHTML = `<div>${renderToString(<OrderPhotos copy={orderPhotos} />)}</div>`;
  const input = screen.getByLabelText("Photos (optional)");
  const attributes = ["type", "name", "accept", "multiple"].map((name) => input.getAttribute(name));
  expect(attributes).toEqual(["file", "attachment", "image/*", null]);
  expect(input).toHaveAccessibleDescription("An image file, up to 5 MB.");
  const early = photo("IMG_2041.jpg");
  Object.defineProperty(input, "files", { configurable: true, get: () => [early] });
  const page = document.body.firstElementChild!;
  const root = await act(async () => hydrateRoot(page, <OrderPhotos copy={orderPhotos} />));
  expect(input).toHaveAttribute("multiple");
  expect(input).toHaveAccessibleDescription(orderPhotos.hintEnhanced);
  expect(await within(list()).findByText("4.1 MB → 408 KB")).toBeInTheDocument();
  act(() => root.unmount());
  document.body.innerHTML = "";
});

it("lists up to 4 photos, each once, with its size, made smaller, and what each shows in the order they came", async () => {
  const { choose, field } = setUp();
  let decode = fake.hold();
  await choose(photo("IMG_2041.jpg"));
  expect(within(list()).getByText("4.1 MB, making it smaller…")).toBeInTheDocument();
  decode();
  // 2000×1500 at quality 0.82: 418,200 bytes.
  expect(await within(list()).findByText("4.1 MB → 408 KB")).toBeInTheDocument();
  expect(within(list()).getByText("4.1 MB, sent as 408 KB")).toHaveClass("visually-hidden");
  expect(within(list()).getByRole("img", { name: "Preview of IMG_2041.jpg" })).toBeInTheDocument();
  expect(status()).toHaveTextContent("inspiration-1.jpg ready: 408 KB");

  await choose(photo("IMG_2042.jpg"), photo("IMG_2041.jpg"));
  await allReady();
  // Held, so the announcement is read before a photo's "ready" follows it.
  decode = fake.hold();
  await choose(photo("IMG_2043.jpg"), photo("IMG_2044.jpg"), photo("e.jpg"), photo("f.jpg"));
  expect(names()).toEqual(["IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg", "IMG_2044.jpg"]);
  expect(kinds()).toEqual(["Inspiration", "Fabric", "A photo of me", "Other"]);
  const message = `Only 4 photos are sent with an order, so 2 were not added: e.jpg, f.jpg. Remove a photo to make room.`;
  expect(await shown(message)).toBeVisible();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(status()).toHaveTextContent(`${message} 4 photos chosen.`);
  decode();
  await choose(photo("g.jpg"));
  expect(await shown(/so g\.jpg was not added/)).toBeInTheDocument();
});

it("removes a photo, the others moving up a place, the focus going to the next Remove or to the field", async () => {
  const { choose, user, field, prepare } = setUp();
  await choose(photo("a.jpg"), photo("b.jpg"), photo("c.jpg"));
  await allReady();
  await user.click(remove("a.jpg"));
  expect(remove("b.jpg")).toHaveFocus();
  expect(status()).toHaveTextContent("2 photos chosen.");
  expect(sentNames(await prepare())).toEqual(["attachment=fabric-1.jpg", "attachment2=photo-of-me-2.jpg"]);
  // The next photo shows the first kind no other photo shows.
  await choose(photo("d.jpg"));
  expect(kinds()).toEqual(["Fabric", "A photo of me", "Inspiration"]);
  for (const name of ["d.jpg", "b.jpg", "c.jpg"]) await user.click(remove(name));
  expect(field).toHaveFocus();
  expect(status()).toHaveTextContent("No photos chosen.");
});

it("sends every photo made small in a field of its own, named by what it shows and its place, until cleared", async () => {
  const { handle, choose, user, field, prepare } = setUp();
  await choose(
    photo("IMG_2041.jpg"),
    photo("PXL_20260301.jpg", { bytes: 12 * MB, width: 8000, height: 6000 }),
    photo("me-at-the-party.png", { bytes: 900 * 1024, width: 1200, height: 1600, type: "image/png" }),
    photo("scan.jpg", { bytes: 300 * 1024, width: 640, height: 480 }),
  );
  await user.selectOptions(screen.getByRole("combobox", { name: "What it shows scan.jpg" }), "Fabric");
  // Asked before the photos are ready: it waits for them.
  const prepared = await prepare();
  expect(sentNames(prepared, true)).toEqual([
    "attachment=inspiration-1.jpg image/jpeg",
    "attachment2=fabric-2.jpg image/jpeg",
    "attachment3=photo-of-me-3.jpg image/jpeg",
    "attachment4=fabric-4.jpg image/jpeg",
  ]);
  expect(prepared.ok && prepared.summary.split("\n")).toEqual([
    "attachment: Inspiration (IMG_2041.jpg, 2000×1500, 408 KB)",
    "attachment2: Fabric (PXL_20260301.jpg, 2000×1500, 408 KB)",
    "attachment3: A photo of me (me-at-the-party.png, 1200×1600, 261 KB)",
    "attachment4: Fabric (scan.jpg, 640×480, 42 KB)",
  ]);
  act(() => handle.current!.clear());
  expect(screen.queryByRole("list")).toBeNull();
  expect((field as HTMLInputElement).files).toHaveLength(0);
  expect(await prepare()).toEqual({ ok: true, files: [], summary: "" });
});

it("sends nothing while a file that is not a photo, or one this phone cannot read, is chosen, until another choice replaces it", async () => {
  const { choose, field, prepare } = setUp();
  const broken = new File([new Uint8Array(2048)], "IMG_2042.jpg", { type: "image/jpeg" });
  const notes = new File(["Bust 90"], "notes.txt", { type: "text/plain" });
  const message =
    "IMG_2042.jpg could not be read on this phone: choose a JPEG or PNG copy, or remove it. " +
    "notes.txt is not a photo: choose a JPEG, PNG, WebP or HEIC photo, or remove it.";
  // Still being read at the press.
  const decode = fake.hold();
  await choose(photo("IMG_2041.jpg"), broken, notes);
  const pressed = prepare();
  decode();
  expect(await pressed).toEqual({ ok: false, message, inField: true });
  expect(await shown(message)).toBeVisible();
  expect(field).toHaveFocus();
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  // Listed with their Remove, and nothing to choose for them: they are not sent.
  expect([names(), kinds()]).toEqual([["IMG_2041.jpg", "IMG_2042.jpg", "notes.txt"], ["Inspiration"]]);
  expect(remove("notes.txt")).toBeInTheDocument();

  await choose(photo("IMG_2043.jpg"));
  expect(names()).toEqual(["IMG_2041.jpg", "IMG_2043.jpg"]);
  expect(field).toBeValid();
  expect(sentNames(await prepare())).toEqual(["attachment=inspiration-1.jpg", "attachment2=fabric-2.jpg"]);
});

it("sends nothing, with the reason, while the shrinker cannot be fetched; never the photo as the camera wrote it", async () => {
  vi.resetModules();
  vi.doMock("~/lib/photo-shrink", () => {
    throw new TypeError("Failed to fetch dynamically imported module");
  });
  const { choose, prepare } = setUp((await import("./order-photos")).OrderPhotos);
  await choose(photo("IMG_2041.jpg", { bytes: 300 * 1024 }));
  expect(await prepare()).toEqual({ ok: false, message: orderPhotos.messages.offline });
  vi.doUnmock("~/lib/photo-shrink");
  expect(sentNames(await prepare(), true)).toEqual(["attachment=inspiration-1.jpg image/jpeg"]);
});
