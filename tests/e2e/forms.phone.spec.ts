/**
 * Forms: both forms' fields (exact names: the studio's e-mails are built from them),
 * labels and autocomplete; the inquiry's plain post to the configured endpoint; the order form's
 * script post with its success, no-success and network-failure paths. The service is intercepted
 * here; tests/e2e/form-inbox.phone.spec.ts sends the same forms to the real local inbox.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import {
  ajaxEndpoint,
  orderThankYou,
  plainAction,
  plainEndpoint,
  serviceAnswers,
  thankYouUrl,
} from "./support/form-service";
import {
  chosenFiles,
  fillInquiry,
  fillOrder,
  inquiryFields,
  inquiryValues,
  orderFields,
  orderFormValues,
  orderValues,
  pngImage,
  requestForm,
} from "./support/forms";
import { expectNextTo } from "./support/layout-checks";
import { orderMessages, outfitTypes, serviceTypes } from "./support/site-content";

interface FieldSpec {
  name: string;
  /** The control's `type` property: "text", "email", "tel", "date", "file", "select-one", "textarea". */
  type: string;
  required: boolean;
  autocomplete?: string;
}

async function expectField(control: Locator, spec: FieldSpec) {
  await expect(control, `${spec.name} is the field's name`).toHaveAttribute("name", spec.name);
  await expect(control, `${spec.name} type`).toHaveJSProperty("type", spec.type);
  await expect(control, `${spec.name} required`).toHaveJSProperty("required", spec.required);
  if (spec.autocomplete) {
    await expect(control, `${spec.name} autocomplete`).toHaveAttribute("autocomplete", spec.autocomplete);
  }
}

/**
 * Every field a person fills in has a visible label tied to it, and says what to autocomplete
 * (a real token or "off"). Hidden service fields and the honeypot are not for people.
 */
async function expectLabelledFields(form: Locator) {
  const problems = await form.evaluate((element) => {
    const found: string[] = [];
    for (const control of Array.from((element as HTMLFormElement).elements)) {
      if (!(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ))
        continue;
      if (control.type === "hidden" || control.name.startsWith("_")) continue;
      // Fields out of sight (another outfit type's measurements) are checked when they are shown.
      if (!control.checkVisibility()) continue;
      const labels = Array.from(control.labels ?? []);
      const visible = labels.filter((label) => label.checkVisibility() && label.textContent?.trim());
      if (visible.length === 0) found.push(`${control.name} has no visible label`);
      // A file picker, a radio button or a checkbox has nothing to autocomplete (HTML does not
      // apply the attribute to them).
      if (!["file", "radio", "checkbox"].includes(control.type) && !control.getAttribute("autocomplete")) {
        found.push(`${control.name} has no autocomplete`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function options(select: Locator) {
  return select.locator("option").evaluateAll((list) =>
    list.map((option) => ({
      value: (option as HTMLOptionElement).value,
      label: option.textContent?.trim() ?? "",
    })),
  );
}

function theForm(page: Page): Locator {
  return page.getByRole("main").locator("form");
}

test.describe("Forms: the inquiry form", () => {
  test("has name, email, phone, subject, projectType, budget and message, each with a visible label", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = theForm(page);
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", plainAction);
    await expect(form).toHaveJSProperty("action", plainEndpoint);

    const fields = inquiryFields(page);
    await expectField(fields.name, { name: "name", type: "text", required: true, autocomplete: "name" });
    await expect(fields.name).toHaveAttribute("placeholder", "Full Name");
    await expectField(fields.email, { name: "email", type: "email", required: true, autocomplete: "email" });
    await expectField(fields.phone, { name: "phone", type: "tel", required: false, autocomplete: "tel" });
    await expectField(fields.subject, { name: "subject", type: "text", required: true });
    await expect(page.getByText(/event type/i).first()).toBeVisible();
    await expect(fields.subject).toHaveAttribute("placeholder", /wedding|party/i);
    await expectField(fields.projectType, { name: "projectType", type: "select-one", required: false });
    expect(await options(fields.projectType)).toEqual([
      { value: "", label: "Service Type" },
      ...serviceTypes.map((type) => ({ value: type, label: type })),
    ]);
    await expectField(fields.budget, { name: "budget", type: "text", required: false });
    await expectField(fields.message, { name: "message", type: "textarea", required: true });

    await expect(form.locator('input[type="hidden"][name="_next"]')).toHaveValue(thankYouUrl);
    expect(new URL(thankYouUrl).pathname).toBe("/thank-you");
    await expect(form.locator('input[type="hidden"][name="_captcha"]')).toHaveValue("false");
    await expectLabelledFields(form);
  });

  test("a plain browser post carries every field to the configured endpoint and lands on /thank-you", async ({
    page,
  }) => {
    const posts: Request[] = [];
    await page.route(plainEndpoint, async (route) => {
      posts.push(route.request());
      // Answer as the service does: a redirect to the form's `_next`.
      const next = new URLSearchParams(route.request().postData() ?? "").get("_next") ?? "/";
      await route.fulfill({ status: 302, headers: { Location: next } });
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const values = inquiryValues();
    await fillInquiry(page, values);
    await theForm(page)
      .getByRole("button", { name: /send|submit/i })
      .click();

    await expect(page).toHaveURL(thankYouUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    expect(posts).toHaveLength(1);
    const post = posts[0] as Request;
    expect(post.method()).toBe("POST");
    expect(post.url()).toBe(plainEndpoint);
    expect(post.isNavigationRequest(), "a plain browser post, not a script call").toBe(true);
    expect(post.headers()["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const body = await requestForm(post);
    for (const [name, value] of Object.entries(values)) expect(body.get(name), name).toBe(value);
    expect(body.get("_next")).toBe(thankYouUrl);
    expect(body.get("_captcha")).toBe("false");
    expect(body.get("_honey")).toBe("");
  });
});

test.describe("Forms: a post the browser refuses", () => {
  test("the inquiry says so beside the button, keeps every entry, and a second press tries again", async ({
    page,
    consoleErrors,
  }) => {
    // The page as a host with a stale Content-Security-Policy would serve it: no form may post.
    await page.route("**/contact", async (route) => {
      const response = await route.fetch();
      const policy = response.headers()["content-security-policy"] ?? "";
      const headers = {
        ...response.headers(),
        "content-security-policy": policy.replace(/form-action [^;]*/, "form-action 'none'"),
      };
      await route.fulfill({ response, headers });
    });
    consoleErrors.allow(/Content Security Policy/);
    await page.goto("/contact");
    await waitForHydration(page);
    const values = inquiryValues();
    await fillInquiry(page, values);
    // A click that starts a navigation makes Playwright wait for it, and a refused one never ends:
    // the button gets the same click event without that wait.
    const send = theForm(page).getByRole("button", { name: /send/i });
    await send.dispatchEvent("click");
    // Read without waiting for the refused navigation, which Playwright would wait on forever.
    const alert = theForm(page).getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toContain("Your browser stopped this message from being sent");
    expect(page.url()).toMatch(/\/contact$/);
    expect(await inquiryFields(page).name.inputValue()).toBe(values.name);
    expect(await inquiryFields(page).message.inputValue()).toBe(values.message);
    // Nothing was sent, so the form is not held as "on its way": a second press is a real try,
    // which the browser refuses again (and says so in its console), rather than a dead button.
    const refusals = () =>
      consoleErrors.messages.filter((message) => /Content Security Policy/.test(message));
    expect(refusals()).toHaveLength(1);
    await send.dispatchEvent("click");
    await expect.poll(refusals).toHaveLength(2);
  });
});

test.describe("Forms: the Place an Order form", () => {
  test("has fullName, email, phone, outfitType, deliveryDate, budget, attachment and details", async ({
    page,
  }) => {
    await page.goto("/order");
    const form = theForm(page);
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form).toHaveAttribute("action", plainAction);
    await expect(form).toHaveJSProperty("action", plainEndpoint);

    const fields = orderFields(page);
    await expectField(fields.fullName, {
      name: "fullName",
      type: "text",
      required: true,
      autocomplete: "name",
    });
    await expectField(fields.email, { name: "email", type: "email", required: true, autocomplete: "email" });
    await expectField(fields.phone, { name: "phone", type: "tel", required: true, autocomplete: "tel" });
    await expectField(fields.outfitType, { name: "outfitType", type: "select-one", required: true });
    const outfitOptions = await options(fields.outfitType);
    expect(outfitOptions[0]?.value, "a first, empty choice").toBe("");
    expect(outfitOptions.slice(1).map((option) => option.value)).toEqual([...outfitTypes]);
    for (const option of outfitOptions.slice(1)) {
      expect(option.label, `a readable label for ${option.value}`).not.toBe(option.value);
      expect(option.label.length).toBeGreaterThan(3);
    }
    await expectField(fields.deliveryDate, { name: "deliveryDate", type: "date", required: true });
    await expectField(fields.budget, { name: "budget", type: "text", required: false });
    await expect(form.getByText(/naira|₦/i).first()).toBeVisible();
    await expectField(fields.attachment, { name: "attachment", type: "file", required: false });
    await expect(fields.attachment).toHaveAttribute("accept", "image/*");
    await expectField(fields.details, { name: "details", type: "textarea", required: false });
    await expect(fields.details).toHaveAttribute("rows", "5");

    await expect(form.locator('input[type="hidden"][name="_captcha"]')).toHaveValue("false");
    await expect(form.locator('input[type="hidden"][name="_subject"]')).toHaveValue(/order/i);
    await expectLabelledFields(form);
    // And each outfit type's measurements, once shown.
    await page.getByLabel("I'll enter my measurements now").check();
    for (const outfitType of outfitTypes) {
      await fields.outfitType.selectOption(outfitType);
      await expectLabelledFields(form);
    }
  });

  test("success: sends every field to the AJAX endpoint, resets and goes to /thank-you", async ({ page }) => {
    const posts: Request[] = [];
    await page.route(ajaxEndpoint, async (route) => {
      posts.push(route.request());
      await route.fulfill({ json: serviceAnswers.success });
    });
    await page.goto("/order");
    await waitForHydration(page);
    const values = orderValues();
    await fillOrder(page, values);
    const image = pngImage();
    await orderFields(page).attachment.setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: image,
    });
    await theForm(page)
      .getByRole("button", { name: /place order/i })
      .click();

    await expect(page).toHaveURL(orderThankYou);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    expect(posts).toHaveLength(1);
    const post = posts[0] as Request;
    expect(post.method()).toBe("POST");
    expect(post.headers()["accept"]).toContain("application/json");
    expect(post.headers()["content-type"]).toMatch(/^multipart\/form-data/);
    const body = await requestForm(post);
    for (const [name, value] of Object.entries(values)) expect(body.get(name), name).toBe(value);
    expect(body.get("_captcha")).toBe("false");
    expect(body.get("_subject")).toMatch(/order/i);

    // Nothing is kept for next time: the order form comes back empty.
    await page.goBack();
    await expect(page).toHaveURL("/order");
    expect(await orderFormValues(page)).toEqual({
      fullName: "",
      email: "",
      phone: "",
      outfitType: "",
      deliveryDate: "",
      budget: "",
      details: "",
    });
    expect(await chosenFiles(page)).toEqual([]);
  });

  test('success is the string "true", the boolean true, or the message "Form submitted successfully"', async ({
    page,
  }) => {
    const answers = [{ success: "true" }, { success: true }, { message: "Form submitted successfully" }];
    for (const answer of answers) {
      await page.unrouteAll();
      await page.route(ajaxEndpoint, (route) => route.fulfill({ json: answer }));
      await page.goto("/order");
      await waitForHydration(page);
      await fillOrder(page, orderValues());
      await theForm(page)
        .getByRole("button", { name: /place order/i })
        .click();
      await expect(page, `${JSON.stringify(answer)} counts as success`).toHaveURL(orderThankYou);
    }
  });

  test("no success in the answer: 'Something went wrong' beside the button, every entry kept, error logged", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(ajaxEndpoint, (route) =>
      route.fulfill({ json: { success: false, message: "Not processed" } }),
    );
    await page.goto("/order");
    await waitForHydration(page);
    const values = orderValues();
    await fillOrder(page, values);
    await orderFields(page).attachment.setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: pngImage(),
    });
    const submit = theForm(page).getByRole("button", { name: /place order/i });
    await submit.click();

    const alert = theForm(page).getByRole("alert");
    await expect(alert).toHaveText(orderMessages.rejected);
    await expectNextTo(alert, submit);
    await consoleErrors.waitFor(/order|form/i);
    await expect(page).toHaveURL("/order");
    expect(await orderFormValues(page)).toEqual(values);
    expect(await chosenFiles(page)).toEqual(["inspiration.png"]);
    await expect(submit).toBeEnabled();
  });

  // (With no connection at all, the order is kept on the phone instead: outbox.phone.spec.ts.)
  test("an error page instead of the service: 'There was an error' beside the button, every entry kept, error logged", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/^Failed to load resource/, { url: ajaxEndpoint });
    await page.route(ajaxEndpoint, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    );
    await page.goto("/order");
    await waitForHydration(page);
    const values = orderValues();
    await fillOrder(page, values);
    const submit = theForm(page).getByRole("button", { name: /place order/i });
    await submit.click();

    const alert = theForm(page).getByRole("alert");
    await expect(alert).toHaveText(orderMessages.networkError);
    await expectNextTo(alert, submit);
    await consoleErrors.waitFor(/order|form|fetch/i);
    await expect(page).toHaveURL("/order");
    expect(await orderFormValues(page)).toEqual(values);
    await expect(submit).toBeEnabled();
  });
});
