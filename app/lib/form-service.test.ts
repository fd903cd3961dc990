import { afterEach, describe, expect, it, vi } from "vitest";
import { ajaxFormAction, parseServiceAnswer, submitForm } from "./form-service";

describe("parseServiceAnswer", () => {
  it('counts the service\'s string "true" as success', () => {
    expect(parseServiceAnswer({ success: "true", message: "The form was submitted successfully." })).toEqual({
      outcome: "success",
    });
  });

  it("counts a boolean true, or the spec's success message, as success", () => {
    expect(parseServiceAnswer({ success: true })).toEqual({ outcome: "success" });
    expect(parseServiceAnswer({ message: "Form submitted successfully" })).toEqual({ outcome: "success" });
  });

  it('treats the truthy string "false" (form not activated) as a failure', () => {
    const answer = parseServiceAnswer({ success: "false", message: "This form needs Activation." });
    expect(answer).toEqual({ outcome: "rejected", message: "This form needs Activation." });
  });

  it("treats anything that is not an object as a failure", () => {
    expect(parseServiceAnswer("<html>").outcome).toBe("rejected");
    expect(parseServiceAnswer(null).outcome).toBe("rejected");
  });
});

/**
 * A stand-in for XMLHttpRequest at the network's edge: it records what the page sent, and the test
 * plays the network's part (bytes leaving, an answer, a dropped line).
 */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  method = "";
  url = "";
  headers = new Map<string, string>();
  body: unknown = undefined;
  status = 0;
  responseText = "";
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  /** The network sent `sent` of `total` bytes. */
  progress(sent: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), { loaded: sent, total, lengthComputable: true }),
    );
  }
  answer(body: string, status = 200) {
    this.status = status;
    this.responseText = body;
    this.dispatchEvent(new Event("load"));
  }
  drop() {
    this.dispatchEvent(new Event("error"));
  }
}

function fakeNetwork() {
  const request = new FakeRequest();
  return { request, createRequest: () => request as unknown as XMLHttpRequest };
}

describe("submitForm", () => {
  afterEach(() => vi.useRealTimers());

  it("posts the form to the AJAX endpoint asking for JSON", async () => {
    const { request, createRequest } = fakeNetwork();
    const data = new FormData();
    data.set("fullName", "Adé");
    const pending = submitForm(data, { createRequest });
    request.answer(JSON.stringify({ success: "true" }));
    await expect(pending).resolves.toEqual({ outcome: "success" });
    expect(request.method).toBe("POST");
    expect(request.url).toBe(ajaxFormAction);
    expect(request.body).toBe(data);
    expect(request.headers.get("Accept")).toBe("application/json");
  });

  it("reports an HTML page instead of JSON as a network failure", async () => {
    const { request, createRequest } = fakeNetwork();
    const pending = submitForm(new FormData(), { createRequest });
    request.answer("<!doctype html><p>Blocked</p>");
    await expect(pending).resolves.toMatchObject({ outcome: "network-error" });
  });

  it("reports a refused or dropped connection as unreachable, apart from a bad answer", async () => {
    const { request, createRequest } = fakeNetwork();
    const pending = submitForm(new FormData(), { createRequest });
    request.drop();
    await expect(pending).resolves.toMatchObject({ outcome: "unreachable" });
  });

  it("reports an error status with a JSON body as not accepted", async () => {
    const { request, createRequest } = fakeNetwork();
    const pending = submitForm(new FormData(), { createRequest });
    request.answer(JSON.stringify({ success: "true" }), 500);
    await expect(pending).resolves.toMatchObject({ outcome: "rejected" });
  });

  it("reports how much of the upload has been sent", async () => {
    const { request, createRequest } = fakeNetwork();
    const seen: Array<[number, number]> = [];
    const pending = submitForm(new FormData(), {
      createRequest,
      onProgress: ({ sent, total }) => seen.push([sent, total]),
    });
    request.progress(16_384, 50_000);
    request.progress(50_000, 50_000);
    request.answer(JSON.stringify({ success: "true" }));
    await pending;
    expect(seen).toEqual([
      [16_384, 50_000],
      [50_000, 50_000],
    ]);
  });

  it("never abandons a slow upload that keeps moving, however long it takes", async () => {
    vi.useFakeTimers();
    const { request, createRequest } = fakeNetwork();
    const pending = submitForm(new FormData(), { createRequest });
    let settled = false;
    void pending.then(() => (settled = true));
    // Four minutes of a 2G upload: 16 KB every 20 seconds.
    for (let step = 1; step <= 12; step++) {
      await vi.advanceTimersByTimeAsync(20_000);
      request.progress(step * 16_384, 12 * 16_384);
    }
    expect(settled).toBe(false);
    request.answer(JSON.stringify({ success: "true" }));
    await expect(pending).resolves.toEqual({ outcome: "success" });
    expect(request.aborted).toBe(false);
  });

  it("gives up once nothing has moved for 30 seconds, and says so", async () => {
    vi.useFakeTimers();
    const { request, createRequest } = fakeNetwork();
    const pending = submitForm(new FormData(), { createRequest });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10_000);
    request.progress(16_384, 100_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ outcome: "unreachable" });
    expect(request.aborted).toBe(true);
  });

  it("stops when the page aborts it", async () => {
    const { request, createRequest } = fakeNetwork();
    const controller = new AbortController();
    const pending = submitForm(new FormData(), { createRequest, signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(pending).resolves.toMatchObject({ outcome: "network-error" });
    expect(request.aborted).toBe(true);
  });
});
