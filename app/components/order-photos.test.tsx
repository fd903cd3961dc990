import { createRef } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { orderPhotos } from "~/content/order-photos";
import { OrderPhotos, photoFields, type OrderPhotosHandle } from "./order-photos";

/**
 * The browser's decoder and canvas, and nothing else, stand in for the real ones: jsdom has
 * neither. A "photo" decodes to the pixel size the test gave it (files it was not given fail to
 * decode, as HEIC does on Chrome); a JPEG weighs 0.17 bytes a pixel at quality 1, about what a
 * camera photo does. The shrinker and the component run as they are.
 */
const pixels = new WeakMap<Blob, { width: number; height: number }>();

class FakeBitmap {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {}
}

class FakeCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return { fillStyle: "", fillRect() {}, drawImage() {} };
  }
  async convertToBlob({ type, quality }: { type: string; quality: number }) {
    return new Blob([new Uint8Array(Math.round(this.width * this.height * quality * 0.17))], { type });
  }
}

/** Resolves the decoder's answers only when the test says so, to look at a photo still waiting. */
let decoding: Promise<void> = Promise.resolve();

/** Holds the decoder until the returned function is called. */
function holdDecoding(): () => void {
  let release = () => {};
  decoding = new Promise((resolve) => (release = resolve));
  return release;
}

beforeEach(() => {
  decoding = Promise.resolve();
  vi.stubGlobal("OffscreenCanvas", FakeCanvas);
  vi.stubGlobal("createImageBitmap", async (file: Blob) => {
    await decoding;
    const size = pixels.get(file);
    if (!size) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    return new FakeBitmap(size.width, size.height);
  });
});

const MB = 1024 * 1024;

function photo(name: string, { bytes = 4.1 * MB, width = 4032, height = 3024, type = "image/jpeg" } = {}) {
  const file = new File([new Uint8Array(Math.round(bytes))], name, { type, lastModified: 1 });
  pixels.set(file, { width, height });
  return file;
}

function setUp() {
  const handle = createRef<OrderPhotosHandle>();
  const user = userEvent.setup({ applyAccept: false });
  render(<OrderPhotos copy={orderPhotos} ref={handle} />);
  const field = screen.getByLabelText("Photos (optional)");
  const choose = (...files: File[]) => user.upload(field, files);
  return { handle, user, field, choose };
}

const list = () => screen.getByRole("list", { name: "Photos to send" });
const rows = () => within(list()).getAllByRole("listitem");
const names = () => rows().map((row) => row.querySelector("[title]")?.textContent);
const kindOf = (name: string) => screen.getByRole("combobox", { name: `What it shows ${name}` });
const removeButton = (name: string) => screen.getByRole("button", { name: `Remove ${name}` });

/** A message on screen (the status region says it again, out of sight). */
const shown = (text: string | RegExp) => screen.findByText(text, { ignore: "[role=status], script, style" });

/** Waits until every photo in the list shows what it will be sent as. */
async function allReady() {
  await waitFor(() => expect(screen.queryByText(/making it smaller/)).toBeNull());
}

describe("OrderPhotos as prerendered, and without script", () => {
  const page = document.createElement("div");
  page.innerHTML = renderToString(<OrderPhotos copy={orderPhotos} />);

  it("is the plain file field: one image, sent as it is", () => {
    const input = page.querySelector("input")!;
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "attachment");
    expect(input).toHaveAttribute("accept", "image/*");
    expect(input).not.toHaveAttribute("multiple");
    expect(page.querySelector(`label[for="${input.id}"]`)).toHaveTextContent("Photos (optional)");
    const hint = page.querySelector(`#${CSS.escape(input.getAttribute("aria-describedby")!)}`);
    expect(hint).toHaveTextContent("An image file, up to 5 MB.");
    expect(page.querySelector("ul")).toBeNull();
  });
});

describe("OrderPhotos as the framework arrives", () => {
  it("takes a photo chosen before it arrived into the list, and makes it small", async () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<OrderPhotos copy={orderPhotos} />);
    document.body.append(page);
    const input = page.querySelector("input")!;
    // Chosen in the plain field while the framework was still on its way.
    const early = photo("IMG_2041.jpg");
    Object.defineProperty(input, "files", { configurable: true, get: () => [early] });
    const root = await act(async () => hydrateRoot(page, <OrderPhotos copy={orderPhotos} />));
    expect(names()).toEqual(["IMG_2041.jpg"]);
    expect(await within(list()).findByText("4.1 MB → 408 KB")).toBeInTheDocument();
    act(() => root.unmount());
    page.remove();
  });
});

describe("OrderPhotos once the framework runs", () => {
  it("takes several photos and says they are made smaller", () => {
    const { field } = setUp();
    expect(field).toHaveAttribute("multiple");
    expect(field).toHaveAccessibleDescription(
      "Up to 4 photos: your inspiration, the fabric, a photo of you if you like. Any size: we make them smaller before sending.",
    );
  });

  it("adds each choice to the list, and names what each shows in the order they came", async () => {
    const { choose } = setUp();
    await choose(photo("IMG_2041.jpg"), photo("IMG_2042.jpg"));
    await choose(photo("IMG_2043.jpg"));
    await choose(photo("IMG_2044.jpg"));
    expect(names()).toEqual(["IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg", "IMG_2044.jpg"]);
    expect(kindOf("IMG_2041.jpg")).toHaveDisplayValue("Inspiration");
    expect(kindOf("IMG_2042.jpg")).toHaveDisplayValue("Fabric");
    expect(kindOf("IMG_2043.jpg")).toHaveDisplayValue("A photo of me");
    expect(kindOf("IMG_2044.jpg")).toHaveDisplayValue("Other");
    expect(
      within(kindOf("IMG_2041.jpg"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Inspiration", "Fabric", "A photo of me", "Other"]);
    await allReady();
    expect(screen.getByRole("status")).toHaveTextContent("other-4.jpg ready: 408 KB");
  });

  it("shows each photo's name, its size, and once made smaller the size it will be sent at", async () => {
    const { choose } = setUp();
    const decode = holdDecoding();
    await choose(photo("IMG_2041.jpg"));
    expect(within(list()).getByText("4.1 MB, making it smaller…")).toBeInTheDocument();
    expect(within(list()).queryByRole("img")).toBeNull();
    decode();
    // 2000×1500 at quality 0.82: 418,200 bytes.
    expect(await within(list()).findByText("4.1 MB → 408 KB")).toBeInTheDocument();
    expect(within(list()).getByText("4.1 MB, sent as 408 KB")).toHaveClass("visually-hidden");
    const thumbnail = within(list()).getByRole("img", { name: "Preview of IMG_2041.jpg" });
    expect(thumbnail).toHaveAttribute("src", expect.stringMatching(/^data:image\/jpeg;base64,/));
    expect(screen.getByRole("status")).toHaveTextContent("inspiration-1.jpg ready: 408 KB");
  });

  it("adds no more than 4, says so, and loses none already chosen", async () => {
    const { choose, field } = setUp();
    await choose(photo("a.jpg"), photo("b.jpg"), photo("c.jpg"));
    await allReady();
    // Held, so the announcement is read before a photo's "ready" follows it.
    const decode = holdDecoding();
    await choose(photo("d.jpg"), photo("e.jpg"), photo("f.jpg"));
    expect(names()).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]);
    const message =
      "Only 4 photos are sent with an order, so 2 were not added: e.jpg, f.jpg. Remove a photo to make room.";
    expect(await shown(message)).toBeVisible();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole("status")).toHaveTextContent(`${message} 4 photos chosen.`);
    decode();

    await choose(photo("g.jpg"));
    expect(await shown(/so g\.jpg was not added/)).toBeInTheDocument();
    expect(names()).toHaveLength(4);
  });

  it("adds the same photo once, however often it is chosen", async () => {
    const { choose } = setUp();
    const once = photo("IMG_2041.jpg");
    await choose(once);
    await choose(once, photo("IMG_2042.jpg"));
    expect(names()).toEqual(["IMG_2041.jpg", "IMG_2042.jpg"]);
  });

  it("removes a photo and hands the focus to the next photo's Remove, or to the field after the last", async () => {
    const { choose, user, field } = setUp();
    await choose(photo("a.jpg"), photo("b.jpg"), photo("c.jpg"));
    await allReady();
    await user.click(removeButton("a.jpg"));
    expect(names()).toEqual(["b.jpg", "c.jpg"]);
    expect(removeButton("b.jpg")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("2 photos chosen.");

    await user.click(removeButton("c.jpg"));
    expect(names()).toEqual(["b.jpg"]);
    expect(field).toHaveFocus();

    await user.click(removeButton("b.jpg"));
    expect(screen.queryByRole("list")).toBeNull();
    expect(field).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("No photos chosen.");
  });

  it("gives a photo added after a removal the first kind no other photo shows", async () => {
    const { choose, user } = setUp();
    await choose(photo("a.jpg"), photo("b.jpg"));
    await user.click(removeButton("a.jpg"));
    await choose(photo("c.jpg"));
    expect(kindOf("b.jpg")).toHaveDisplayValue("Fabric");
    expect(kindOf("c.jpg")).toHaveDisplayValue("Inspiration");
  });
});

describe("What the form sends", () => {
  it("nothing when no photo was chosen", async () => {
    const { handle } = setUp();
    expect(await handle.current!.prepare()).toEqual({ ok: true, files: [], summary: "" });
  });

  it("every photo made small, in list order, in its own field, named by what it shows and its place", async () => {
    const { handle, choose, user } = setUp();
    await choose(
      photo("IMG_2041.jpg"),
      photo("PXL_20260301.jpg", { bytes: 12 * MB, width: 8000, height: 6000 }),
      photo("me-at-the-party.png", { bytes: 900 * 1024, width: 1200, height: 1600, type: "image/png" }),
      photo("scan.jpg", { bytes: 300 * 1024, width: 640, height: 480 }),
    );
    await user.selectOptions(kindOf("scan.jpg"), "Fabric");
    // Asked before the photos are ready: it waits for them.
    const prepared = await act(() => handle.current!.prepare());
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.files.map(({ field, file }) => [field, file.name, file.type])).toEqual([
      ["attachment", "inspiration-1.jpg", "image/jpeg"],
      ["attachment2", "fabric-2.jpg", "image/jpeg"],
      ["attachment3", "photo-of-me-3.jpg", "image/jpeg"],
      ["attachment4", "fabric-4.jpg", "image/jpeg"],
    ]);
    expect(prepared.files.map(({ field }) => field)).toEqual([...photoFields]);
    for (const { file } of prepared.files) expect(file.size).toBeLessThan(700 * 1024);
    expect(prepared.summary).toBe(
      [
        "attachment: Inspiration (IMG_2041.jpg, 2000×1500, 408 KB)",
        "attachment2: Fabric (PXL_20260301.jpg, 2000×1500, 408 KB)",
        "attachment3: A photo of me (me-at-the-party.png, 1200×1600, 261 KB)",
        "attachment4: Fabric (scan.jpg, 640×480, 42 KB)",
      ].join("\n"),
    );
  });

  it("follows the list after a removal: the photos move up a place and a field", async () => {
    const { handle, choose, user } = setUp();
    await choose(photo("a.jpg"), photo("b.jpg"), photo("c.jpg"));
    await user.click(removeButton("a.jpg"));
    const prepared = await act(() => handle.current!.prepare());
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.files.map(({ field, file }) => `${field}=${file.name}`)).toEqual([
      "attachment=fabric-1.jpg",
      "attachment2=photo-of-me-2.jpg",
    ]);
  });

  it("nothing while a photo this phone cannot read is chosen: it is named beside the field, which takes the focus, until another choice replaces it", async () => {
    const { handle, choose, field } = setUp();
    // A damaged JPEG: its type says photo, but it does not decode. Still being read at the press.
    const broken = new File([new Uint8Array(2048)], "IMG_2042.jpg", { type: "image/jpeg", lastModified: 1 });
    const decode = holdDecoding();
    await choose(photo("IMG_2041.jpg"), broken);
    const pressed = act(() => handle.current!.prepare());
    decode();
    const message = "IMG_2042.jpg could not be read on this phone: choose a JPEG or PNG copy, or remove it";
    expect(await pressed).toEqual({ ok: false, message, inField: true });
    expect(await shown(message)).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    // Named in the list too, with its Remove, and nothing to choose for it: it is not sent.
    expect(names()).toEqual(["IMG_2041.jpg", "IMG_2042.jpg"]);
    expect(removeButton("IMG_2042.jpg")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "What it shows IMG_2042.jpg" })).toBeNull();
    expect(await act(() => handle.current!.prepare())).toMatchObject({ ok: false, message });

    // Choosing again is the customer's answer: the file that could not be read goes, the rest is sent.
    await choose(photo("IMG_2043.jpg"));
    expect(names()).toEqual(["IMG_2041.jpg", "IMG_2043.jpg"]);
    expect(field).toBeValid();
    expect(screen.queryByText(message, { ignore: "[role=status]" })).toBeNull();
    const sent = await act(() => handle.current!.prepare());
    expect(sent.ok && sent.files.map(({ file }) => file.name)).toEqual(["inspiration-1.jpg", "fabric-2.jpg"]);
  });

  it("nothing, with the reason, while the shrinker cannot be fetched; never the photo as the camera wrote it", async () => {
    vi.resetModules();
    vi.doMock("~/lib/photo-shrink", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { OrderPhotos: Offline } = await import("./order-photos");
    const handle = createRef<OrderPhotosHandle>();
    render(<Offline copy={orderPhotos} ref={handle} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Photos (optional)"), [
      photo("IMG_2041.jpg", { bytes: 300 * 1024 }),
    ]);

    const offline = await act(() => handle.current!.prepare());
    expect(offline).toEqual({ ok: false, message: orderPhotos.messages.offline });

    // Back online: the next try fetches it and sends the photo made small.
    vi.doUnmock("~/lib/photo-shrink");
    const online = await act(() => handle.current!.prepare());
    expect(online.ok && online.files.map(({ file }) => [file.name, file.type])).toEqual([
      ["inspiration-1.jpg", "image/jpeg"],
    ]);
  });

  it("is emptied by clear(), list and field", async () => {
    const { handle, choose, field } = setUp();
    await choose(photo("a.jpg"), photo("b.jpg"));
    await allReady();
    act(() => handle.current!.clear());
    expect(screen.queryByRole("list")).toBeNull();
    expect((field as HTMLInputElement).files).toHaveLength(0);
    expect(await act(() => handle.current!.prepare())).toEqual({ ok: true, files: [], summary: "" });
  });
});
