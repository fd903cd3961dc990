/**
 * Order submission that a customer can trust: every failure the service can produce
 * (its real answers, intercepted) shows the right message and loses nothing; the button says
 * "Sending…" while in flight and a double click sends once; bad files are refused before
 * sending; past dates are refused by the field; the draft survives a reload; both forms carry a
 * honeypot hidden from people and from assistive technology.
 */
import type { Page, Request, Route } from "@playwright/test";
import { expect, test, waitForHydration, type ConsoleErrors } from "./support/fixtures";
import { ajaxEndpoint, orderThankYou, serviceAnswers } from "./support/form-service";
import {
  chosenFiles,
  fillOrder,
  orderFields,
  orderFormValues,
  orderValues,
  pngImage,
  type OrderValues,
} from "./support/forms";
import { expectNextTo } from "./support/layout-checks";
import { advance, stopTheClock } from "./support/motion";
import { orderMessages } from "./support/site-content";

function orderForm(page: Page) {
  return page.getByRole("main").locator("form");
}

function submitButton(page: Page) {
  return orderForm(page).getByRole("button", { name: /place order|sending/i });
}

/** Counts the order posts the page sends to the service, and every navigation of the page. */
function watch(page: Page) {
  const posts: Request[] = [];
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.url() === ajaxEndpoint && request.method() === "POST") posts.push(request);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { posts, navigations };
}

async function openFilledOrder(page: Page, overrides: Partial<OrderValues> = {}): Promise<OrderValues> {
  await page.goto("/order");
  await waitForHydration(page);
  const values = orderValues(overrides);
  await fillOrder(page, values);
  await orderFields(page).attachment.setInputFiles({
    name: "sketch.png",
    mimeType: "image/png",
    buffer: pngImage(),
  });
  return values;
}

async function expectNothingLost(page: Page, values: OrderValues) {
  await expect(page).toHaveURL("/order");
  expect(await orderFormValues(page)).toEqual(values);
  expect(await chosenFiles(page)).toEqual(["sketch.png"]);
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).not.toHaveText(orderMessages.sending);
}

interface FailureCase {
  title: string;
  answer: (route: Route) => Promise<void>;
  message: string;
  /** Whether the browser itself logs the failed request ("Failed to load resource"). */
  failedLoad: boolean;
}

/** The browser's own line about a request that failed: expected, but only for the service. */
const allowFailedLoad = (errors: ConsoleErrors) =>
  errors.allow(/^Failed to load resource/, { url: ajaxEndpoint });

const failures: FailureCase[] = [
  {
    title: 'the form is not activated yet: HTTP 200 with success "false"',
    answer: (route) => route.fulfill({ json: serviceAnswers.activationNeeded }),
    message: orderMessages.rejected,
    failedLoad: false,
  },
  {
    title: "an HTML page comes back instead of JSON",
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><html><head><title>Please verify</title></head><body><h1>Are you a robot?</h1></body></html>",
      }),
    message: orderMessages.networkError,
    failedLoad: false,
  },
  {
    title: "the service fails with a 500 error page",
    answer: (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500 Internal Server Error</h1>" }),
    message: orderMessages.networkError,
    failedLoad: true,
  },
  {
    title: 'the service fails with a 500 and success "false"',
    answer: (route) => route.fulfill({ status: 500, json: { success: "false", message: "Server error" } }),
    message: orderMessages.rejected,
    failedLoad: true,
  },
];
// A dropped connection is not an error the customer sees: the order is kept on the phone and sent
// when the connection is back (outbox.phone.spec.ts).

test.describe("Order submission that a customer can trust", () => {
  for (const failure of failures) {
    test(`when ${failure.title}: the right message, every entry kept, no navigation`, async ({
      page,
      consoleErrors,
    }) => {
      if (failure.failedLoad) allowFailedLoad(consoleErrors);
      await page.route(ajaxEndpoint, failure.answer);
      const values = await openFilledOrder(page);
      const seen = watch(page);
      await submitButton(page).click();

      const alert = orderForm(page).getByRole("alert");
      await expect(alert).toHaveText(failure.message);
      await expectNextTo(alert, submitButton(page));
      await consoleErrors.waitFor(/order|form|fetch|json/i);
      await expectNothingLost(page, values);
      expect(seen.posts).toHaveLength(1);
      expect(seen.navigations, "nothing navigates").toEqual([]);
    });
  }

  test("a request that never answers is given up after 30 s, and the order is kept on the phone", async ({
    page,
    consoleErrors,
  }) => {
    allowFailedLoad(consoleErrors);
    await stopTheClock(page);
    const held: Route[] = [];
    await page.route(ajaxEndpoint, (route) => {
      held.push(route); // Never answered.
    });
    // The stopped clock reads March 2030 (see support/motion.ts): deliver after that.
    const values = await openFilledOrder(page, { deliveryDate: "2030-09-12" });
    const seen = watch(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(orderMessages.sending);
    await expect.poll(() => held.length).toBe(1);

    await advance(page, 29_999);
    await expect(submitButton(page)).toHaveText(orderMessages.sending);
    await expect(orderForm(page).getByText(/is saved on this phone/)).toHaveCount(0);
    await advance(page, 1);

    // The service may have it (a stall can come after the last byte): kept, to go again with the
    // same reference, never an error the customer has to act on.
    await expect(
      orderForm(page)
        .getByRole("status")
        .filter({ hasText: /is saved on this phone/ }),
    ).toContainText(/order IA-\d{4}-[A-Z0-9]{4}/);
    await expect(orderForm(page).getByText(orderMessages.networkError)).toHaveCount(0);
    await expect(page.getByLabel(/full name/i)).not.toHaveValue(values.fullName);
    expect(seen.posts).toHaveLength(1);
    expect(seen.navigations, "nothing navigates").toEqual([]);
  });

  test('while sending, the button is disabled and says "Sending…"; a double click sends one order', async ({
    page,
  }) => {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ajaxEndpoint, async (route) => {
      await released;
      await route.fulfill({ json: serviceAnswers.success });
    });
    await openFilledOrder(page);
    const seen = watch(page);
    await submitButton(page).dblclick();

    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveText(orderMessages.sending);
    await expect(submitButton(page)).toBeVisible();
    await expect.poll(() => seen.posts.length).toBe(1);
    // Pressing again while it is on its way does nothing either.
    await submitButton(page).click({ force: true });
    release?.();

    await expect(page).toHaveURL(orderThankYou);
    expect(seen.posts, "one order sent").toHaveLength(1);
  });
});

test.describe("A delivery date in the past is refused by the field itself", () => {
  // Far east of UTC: most of the day, the visitor's today is already UTC's tomorrow.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("the earliest date is today in the visitor's time zone", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2030-06-15T12:00:00Z")); // 16 June, 02:00 in Kiritimati
    await page.route(ajaxEndpoint, (route) => route.fulfill({ json: serviceAnswers.success }));
    await page.goto("/order");
    await waitForHydration(page);
    const date = orderFields(page).deliveryDate;
    await expect(date).toHaveAttribute("min", "2030-06-16");

    const seen = watch(page);
    await fillOrder(page, orderValues({ deliveryDate: "2030-06-15" }));
    await expect(date).toHaveJSProperty("validity.rangeUnderflow", true);
    await submitButton(page).click();
    await expect(page).toHaveURL("/order");
    expect(seen.posts, "a past date is never sent").toEqual([]);

    await date.fill("2030-06-16");
    await expect(date).toHaveJSProperty("validity.valid", true);
    await submitButton(page).click();
    await expect(page).toHaveURL(orderThankYou);
  });
});

test.describe("A delivery date in the past is refused, west of UTC too", () => {
  test.use({ timezoneId: "Pacific/Pago_Pago" });

  test("the earliest date is the visitor's today, not UTC's", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2030-06-15T08:00:00Z")); // 14 June, 21:00 in Pago Pago
    await page.goto("/order");
    await waitForHydration(page);
    await expect(orderFields(page).deliveryDate).toHaveAttribute("min", "2030-06-14");
  });
});

test.describe("The order draft is kept in the browser", () => {
  test("saved as the visitor types, restored after a reload, cleared after a successful order", async ({
    page,
  }) => {
    await page.route(ajaxEndpoint, (route) => route.fulfill({ json: serviceAnswers.success }));
    await page.goto("/order");
    await waitForHydration(page);
    const fields = orderFields(page);
    const values = orderValues();
    await fields.fullName.pressSequentially(values.fullName.slice(0, 6));
    await page.reload();
    await waitForHydration(page);
    await expect(fields.fullName, "saved while typing").toHaveValue(values.fullName.slice(0, 6));

    await fields.fullName.clear();
    await fillOrder(page, values);
    await fields.attachment.setInputFiles({ name: "sketch.png", mimeType: "image/png", buffer: pngImage() });
    await page.reload();
    await waitForHydration(page);
    await expect(fields.details).toHaveValue(values.details);
    expect(await orderFormValues(page)).toEqual(values);
    expect(await chosenFiles(page), "files are never stored").toEqual([]);

    // Coming back later in the same browser finds it too.
    await page.goto("/");
    await page.goto("/order");
    await waitForHydration(page);
    await expect(fields.fullName).toHaveValue(values.fullName);

    await submitButton(page).click();
    await expect(page).toHaveURL(orderThankYou);
    await page.goto("/order");
    await waitForHydration(page);
    expect(await orderFormValues(page), "cleared after the order went through").toEqual({
      fullName: "",
      email: "",
      phone: "",
      outfitType: "",
      deliveryDate: "",
      budget: "",
      details: "",
    });
  });

  test("kept after a failed submission", async ({ page, consoleErrors }) => {
    await page.route(ajaxEndpoint, (route) => route.fulfill({ json: serviceAnswers.activationNeeded }));
    const values = await openFilledOrder(page);
    await submitButton(page).click();
    await expect(orderForm(page).getByRole("alert")).toHaveText(orderMessages.rejected);
    await consoleErrors.waitFor(/order|form/i);
    await page.reload();
    await waitForHydration(page);
    await expect(orderFields(page).details).toHaveValue(values.details);
    expect(await orderFormValues(page)).toEqual(values);
  });
});

test.describe("Both forms carry a honeypot", () => {
  for (const path of ["/contact", "/order"]) {
    test(`${path}: _honey is hidden from people and from assistive technology`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const honey = page.getByRole("main").locator('form [name="_honey"]');
      await expect(honey).toHaveCount(1);
      await expect(honey).toHaveValue("");
      await expect(honey, "a real field for bots, not type=hidden").not.toHaveAttribute("type", "hidden");

      // Not on screen for people.
      await honey.evaluate((element) => element.scrollIntoView());
      await expect(honey).not.toBeInViewport();
      // Not in the accessibility tree, and never reached with Tab.
      await expect(page.getByRole("textbox").and(honey)).toHaveCount(0);
      await expect(page.getByRole("textbox", { includeHidden: true }).and(honey)).toHaveCount(1);
      await expect(honey).toHaveAttribute("tabindex", "-1");
    });
  }
});
