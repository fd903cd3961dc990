import { afterEach, expect, it, vi } from "vitest";
import { ajaxFormAction, parseServiceAnswer } from "./form-service";
import { submitForm, type SubmitOptions } from "./form-submit";

it.each([
  ['the string "true"', { success: "true", message: "The form was submitted successfully." }, "success"],
  ["a boolean true", { success: true }, "success"],
  ["the spec's success message", { message: "Form submitted successfully" }, "success"],
  ["an HTML page", "<html>", "rejected"],
  ["nothing", null, "rejected"],
])("counts %s as %s", (_, answer, outcome) => {
  expect(parseServiceAnswer(answer)).toMatchObject({ outcome });
});

it('counts the truthy string "false" (form not activated) as a refusal, with the service\'s reason', () => {
  const answer = parseServiceAnswer({ success: "false", message: "This form needs Activation." });
  expect(answer).toEqual({ outcome: "rejected", message: "This form needs Activation." });
});

/** XMLHttpRequest at the network's edge: it records what was sent; the test plays the network. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  sent: { method?: string; url?: string; accept?: string; body?: unknown } = {};
  status = 0;
  responseText = "";
  aborted = false;
  open = (method: string, url: string) => Object.assign(this.sent, { method, url });
  setRequestHeader = (name: string, value: string) => name === "Accept" && (this.sent.accept = value);
  send = (body: unknown) => (this.sent.body = body);
  abort = () => (this.aborted = true);
  progress = (loaded: number, total: number) =>
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), { loaded, total, lengthComputable: true }),
    );
  answer(body: string, status = 200) {
    Object.assign(this, { status, responseText: body });
    this.dispatchEvent(new Event("load"));
  }
}

/** Submits through a fake request; `settled()` says whether the answer has come. */
function submit(data = new FormData(), options: SubmitOptions = {}) {
  const request = new FakeRequest();
  const pending = submitForm(data, { ...options, createRequest: () => request as unknown as XMLHttpRequest });
  let done = false;
  void pending.then(() => (done = true));
  return { request, pending, settled: () => done };
}

const success = JSON.stringify({ success: "true" });

afterEach(() => vi.useRealTimers());
it("posts the form to the AJAX endpoint asking for JSON, and reports how much has been sent", async () => {
  const data = new FormData();
  const seen: string[] = [];
  const { request, pending } = submit(data, {
    onProgress: ({ sent, total }) => seen.push(`${sent}/${total}`),
  });
  request.progress(16_384, 50_000);
  request.progress(50_000, 50_000);
  request.answer(success);
  await expect(pending).resolves.toEqual({ outcome: "success" });
  expect(request.sent).toEqual({
    method: "POST",
    url: ajaxFormAction,
    accept: "application/json",
    body: data,
  });
  expect(seen).toEqual(["16384/50000", "50000/50000"]);
});

it.each([
  ["an HTML page instead of JSON", "network-error", (r: FakeRequest) => r.answer("<p>Blocked</p>")],
  ["a dropped connection", "unreachable", (r: FakeRequest) => r.dispatchEvent(new Event("error"))],
  ["an error status with a JSON body", "rejected", (r: FakeRequest) => r.answer(success, 500)],
])("reports %s as %s", async (_, outcome, network) => {
  const { request, pending } = submit();
  network(request);
  await expect(pending).resolves.toMatchObject({ outcome });
});

it("never abandons a slow upload that keeps moving, but gives up once nothing has moved for 30 seconds", async () => {
  vi.useFakeTimers();
  const slow = submit();
  // Four minutes of a 2G upload: 16 KB every 20 seconds.
  for (let step = 1; step <= 12; step++) {
    await vi.advanceTimersByTimeAsync(20_000);
    slow.request.progress(step * 16_384, 12 * 16_384);
  }
  expect(slow.settled()).toBe(false);
  slow.request.answer(success);
  await expect(slow.pending).resolves.toEqual({ outcome: "success" });
  expect(slow.request.aborted).toBe(false);

  const stalled = submit();
  await vi.advanceTimersByTimeAsync(10_000);
  stalled.request.progress(16_384, 100_000);
  await vi.advanceTimersByTimeAsync(29_999);
  expect(stalled.settled()).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(stalled.pending).resolves.toMatchObject({ outcome: "unreachable" });
  expect(stalled.request.aborted).toBe(true);
});

it("stops when the page aborts it", async () => {
  const controller = new AbortController();
  const { request, pending } = submit(new FormData(), { signal: controller.signal });
  controller.abort(new Error("left the page"));
  await expect(pending).resolves.toMatchObject({ outcome: "network-error" });
  expect(request.aborted).toBe(true);
});
