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

describe("submitForm", () => {
  afterEach(() => vi.useRealTimers());

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("posts the form to the AJAX endpoint asking for JSON", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ success: "true" }));
    const data = new FormData();
    data.set("fullName", "Adé");
    await expect(submitForm(data, { fetchImpl })).resolves.toEqual({ outcome: "success" });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ajaxFormAction);
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(data);
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("reports an HTML page instead of JSON as a network failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response("<!doctype html><p>Blocked</p>"));
    const result = await submitForm(new FormData(), { fetchImpl });
    expect(result.outcome).toBe("network-error");
  });

  it("reports a refused connection as a network failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await submitForm(new FormData(), { fetchImpl });
    expect(result.outcome).toBe("network-error");
  });

  it("reports an error status with a JSON body as not accepted", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ success: "true" }, 500));
    const result = await submitForm(new FormData(), { fetchImpl });
    expect(result.outcome).toBe("rejected");
  });

  it("gives up on a request that has not answered in 30 seconds", async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const pending = submitForm(new FormData(), { fetchImpl });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ outcome: "network-error" });
  });
});
