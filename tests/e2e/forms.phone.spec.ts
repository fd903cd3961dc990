/** Both forms end to end into the local inbox; photos: order-photos, offline: outbox. */
import type { Page, Route } from "@playwright/test";
import { designPage } from "../../app/content/design-page";
import { orderPhotos } from "../../app/content/order-photos";
import type { SubmissionRecord } from "../../server/inbox/submission";
import { expectNoAxeViolations } from "./support/axe";
import { expect, holdFramework, openPage, test, waitForHydration } from "./support/fixtures";
import {
  ajaxEndpoint,
  bespokeDesign,
  bridalDesign,
  designField,
  expectNextTo,
  expectServedByInbox,
  fillInquiry,
  fillOrder,
  findSubmission,
  futureDate,
  inquiryFields,
  inquiryThankYouUrl,
  orderFields,
  orderFormValues,
  orderReference,
  orderThankYou,
  photosField,
  placeOrderButton,
  readAttachment,
  siteOrigin,
  theForm,
  thankYouUrl,
  uniqueName,
} from "./support/forms";
import { cameraPhoto, pngPhoto } from "./support/photos";
import { featuredDesigns } from "./support/site-content";

// Real requests only: a route handler would hold back an upload's progress.
test.use({ stubOtherSites: false });

const choices = { studio: "I'll be measured at the studio", now: "I'll enter my measurements now" };

/** Every outfit type's measurements are in the page; only the chosen type's are shown. */
const measurement = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const sendInquiry = (page: Page) => theForm(page).getByRole("button", { name: "Send inquiry" });

/** The fields as typed: a form post sends every line break as CRLF, as HTML requires. */
function typed(record: SubmissionRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record.fields).map(([name, value]) => [name, value.replace(/\r\n/g, "\n")]),
  );
}

function failOnDialog(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
}

/** The fields a person fills in that lack a visible label, or say nothing about autocomplete. */
function unlabelledFields(page: Page): Promise<string[]> {
  return theForm(page)
    .locator("input, select, textarea")
    .evaluateAll((controls) =>
      (controls as HTMLInputElement[]).flatMap((control) => {
        if (control.type === "hidden" || control.name.startsWith("_") || !control.checkVisibility())
          return [];
        const label = [...control.labels!].some(
          (found) => found.checkVisibility() && found.textContent?.trim(),
        );
        // Nothing to autocomplete in a file picker, a radio button or a checkbox.
        const none =
          ["file", "radio", "checkbox"].includes(control.type) || control.getAttribute("autocomplete");
        return [
          label ? "" : `${control.name} has no visible label`,
          none ? "" : `${control.name}: no autocomplete`,
        ];
      }),
    )
    .then((problems) => problems.filter(Boolean));
}

test("every field has a visible label and an autocomplete; the honeypot is for bots", async ({ page }) => {
  for (const [address, required] of [
    ["/contact", "name text,email email,subject text,message textarea"],
    ["/order", "fullName text,email email,phone tel,outfitType select-one,deliveryDate date"],
  ] as const) {
    await openPage(page, address);
    expect(await unlabelledFields(page), address).toEqual([]);
    const fields = theForm(page).locator(":required");
    const named = (all: Element[]) =>
      all.map((one) => `${one.getAttribute("name")} ${(one as HTMLInputElement).type}`);
    expect((await fields.evaluateAll(named)).join()).toBe(required);
    // A real field for bots, never on screen, in the accessibility tree or the Tab order.
    const honey = theForm(page).locator('[name="_honey"]');
    await expect(page.getByRole("textbox", { includeHidden: true }).and(honey)).toHaveValue("");
    await honey.evaluate((element) => element.scrollIntoView());
    await expect(honey).not.toBeInViewport();
    await expect(page.getByRole("textbox").and(honey)).toHaveCount(0);
    await expect(honey).toHaveAttribute("tabindex", "-1");
  }
  await page.getByLabel(choices.now).check();
  for (const outfitType of await orderFields(page).outfitType.locator("option:enabled").allTextContents()) {
    await orderFields(page).outfitType.selectOption({ label: outfitType });
    expect(await unlabelledFields(page), outfitType).toEqual([]);
  }
});

test("an inquiry arrives byte for byte, whatever it holds, and shows as text", async ({ page }) => {
  failOnDialog(page);
  const markup = `<script>document.title="pwned"</script><img src=x onerror="document.title='pwned'"> <b>bold</b>`;
  const quotes = `"double" 'single' \`back\` & &amp; ;--`;
  const rightToLeft = "حفل زفاف في أبيوكوتا — חתונה בלבן";
  const emoji = "👰🏾‍♀️💍✨🇳🇬";
  const chunk = `Ivory lace & adire ${emoji} ${rightToLeft} <i>"q"</i> 'a' `;
  const message = chunk.repeat(Math.floor(10_000 / chunk.length)).padEnd(10_000, ".");
  const name = `${uniqueName("Ọláyínká")} ${emoji} ${markup}`;
  const values = await fillInquiry(page, { name, subject: rightToLeft, budget: quotes, message }, "/contact");
  await sendInquiry(page).click();
  await expect(page).toHaveURL(inquiryThankYouUrl);
  const record = await findSubmission("name", values.name);
  expect(record.fields).toEqual(values);
  expect(record).toMatchObject({
    kind: "plain",
    special: { _next: inquiryThankYouUrl, _captcha: "false", _honey: "" },
  });
  const expectShownAsText = async (...texts: string[]) => {
    for (const text of texts)
      await expect(page.getByRole("main").getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.locator("main :is(script, b), main img[src=x]")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
  };
  await page.goto("/inbox");
  await expectShownAsText(values.name, rightToLeft, quotes);
  // The inbox cuts a long value; the rest is on the submission's own page, whole.
  await page
    .getByRole("link", { name: /^[\d,]+ more characters$/ })
    .and(page.locator(`[href="/inbox/submissions/${encodeURIComponent(record.id)}"]`))
    .click();
  await expectShownAsText(values.name, message);
});

test("a post the browser refuses says so, keeps all, and can try again", async ({ page, consoleErrors }) => {
  // The page as a host with a stale Content-Security-Policy would serve it: no form may post.
  await page.route("**/contact", async (route) => {
    const response = await route.fetch();
    const policy = (response.headers()["content-security-policy"] ?? "").replace(
      /form-action [^;]*/,
      "form-action 'none'",
    );
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } });
  });
  consoleErrors.allow(/Content Security Policy/);
  const values = await fillInquiry(page, {}, "/contact");
  // A click starting a navigation makes Playwright wait for it, and a refused one never ends.
  await sendInquiry(page).dispatchEvent("click");
  const alert = theForm(page).getByRole("alert");
  await expect.poll(() => alert.textContent()).toContain("Your browser stopped this message from being sent");
  expect(page.url()).toMatch(/\/contact$/);
  expect(await inquiryFields(page).message.inputValue()).toBe(values.message);
  // Nothing was sent, so the form is not held as "on its way": a second press is a real try.
  const refusals = () => consoleErrors.messages.filter((text) => /Content Security Policy/.test(text));
  expect(refusals()).toHaveLength(1);
  await sendInquiry(page).dispatchEvent("click");
  await expect.poll(refusals).toHaveLength(2);
});

test("opened at 127.0.0.1 instead of the build's localhost, both forms still reach the inbox", async ({
  page,
}) => {
  const origin = siteOrigin.replace("localhost", "127.0.0.1");
  const inquiry = await fillInquiry(page, {}, `${origin}/contact`);
  await sendInquiry(page).click();
  // The build's _next names localhost: the inbox sends the visitor to the thank-you page they are on.
  await expect(page).toHaveURL(`${origin}/thank-you`);
  expect((await findSubmission("name", inquiry.name)).kind).toBe("plain");
  const order = await fillOrder(page, {}, `${origin}/order`);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  expect(new URL(page.url()).origin).toBe(origin);
  expect((await findSubmission("fullName", order.fullName)).kind).toBe("ajax");
});

test("from the home page, four taps order a design, with a reference", async ({ page }) => {
  await openPage(page, "/");
  // Tap 1: the strip's pause button, so the photos hold still under a thumb.
  const strip = page.getByRole("region", { name: "Our Designs" });
  await strip.scrollIntoViewIfNeeded();
  await strip.getByRole("button", { name: /pause/i }).tap();
  const links = strip.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(featuredDesigns.length);
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  const chosen = boxes.findIndex(
    (box) => box && box.x >= 0 && box.x + box.width / 2 < page.viewportSize()!.width,
  );
  const design = featuredDesigns[chosen]!;
  await links.nth(chosen).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(design.name);
  // Tap 3: order it. The form names the design, links back to it and starts the details with it.
  await page.getByRole("link", { name: designPage.actions.order }).tap();
  await expect(page).toHaveURL(`/order?design=${design.path.split("/").pop()}`);
  const field = `${design.name} (${siteOrigin}${design.path})`;
  await expect(theForm(page).getByRole("link", { name: design.name })).toHaveAttribute("href", design.path);
  await expect(orderFields(page).details).toHaveValue(`Design: ${field}\n`);
  await expect(designField(page)).toHaveValue(field);
  const outfitType = design.section === "bridal" ? "bridal" : "custom";
  await expect(orderFields(page).outfitType).toHaveValue(outfitType);
  await expectNoAxeViolations(page);
  const values = await fillOrder(page, {
    outfitType,
    details: `Design: ${field}\n`,
    deliveryDate: futureDate(100),
  });
  await photosField(page).setInputFiles(await pngPhoto("inspiration.png", 40, 30));
  await placeOrderButton(page).tap();
  await expect(page).toHaveURL(orderThankYou);
  const reference = (await page.getByText(orderReference).textContent())!.trim();
  const record = await findSubmission("fullName", values.fullName);
  expect(typed(record)).toEqual({
    ...values,
    design: field,
    designPrice: expect.stringMatching(/^from ₦\d{1,3}(,\d{3})+$/),
    reference,
    photos: expect.stringMatching(/^attachment: Inspiration \(inspiration\.png, 40×30, \d+ (KB|bytes)\)$/),
  });
  expect(record.special._subject).toBe(`New order ${reference} from the Ivory & Adire website`);
  expect(record.attachments).toMatchObject([
    { field: "attachment", name: "inspiration-1.jpg", type: "image/jpeg" },
  ]);
  await expect(page.getByRole("link", { name: "Follow up on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/2348035550142\\?text=.*${reference}`),
  );
  await expectServedByInbox(page, record);
  await openPage(page, "/order");
  expect(Object.values(await orderFormValues(page)).join("")).toBe("");
});

test("Not this design keeps the visitor's text; a date too soon is a rush", async ({ page }) => {
  // Scrolling is instant under reduced motion: where the page ends up is known at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/order");
  await orderFields(page).details.fill("Bust 90, waist 72.");
  // What the visitor typed before stays, below the design's line, which a reload never repeats.
  await openPage(page, `/order?design=${bridalDesign.slug}`);
  const note = theForm(page).getByText(`Ordering: ${bridalDesign.name}`, { exact: true });
  let details = `${bridalDesign.line}\nBust 90, waist 72.`;
  await expect(note).toBeVisible();
  await expect(orderFields(page).details).toHaveValue(details);
  await openPage(page);
  await expect(note).toBeVisible();
  await expect(orderFields(page).details).toHaveValue(details);
  await orderFields(page).details.press("End");
  await orderFields(page).details.pressSequentially("\nLong sleeves.");
  details += "\nLong sleeves.";
  // The address forgets the design without moving the page: the visitor stays where they were.
  await page.getByRole("heading", { name: "Your outfit" }).evaluate((heading) => heading.scrollIntoView());
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await theForm(page).getByRole("button", { name: "Not this design" }).click();
  await expect(note).toHaveCount(0);
  await expect(designField(page)).toHaveCount(0);
  // The focus goes to the form's heading, not into a field: a phone's keyboard stays shut.
  await expect(page.getByRole("heading", { name: "Your outfit" })).toBeFocused();
  await expect(page).toHaveURL("/order");
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
  await openPage(page);
  await expect(orderFields(page).details).toHaveValue(details);
  await expect(note).toHaveCount(0);
  const values = await fillOrder(page, { details, deliveryDate: futureDate(7) });
  await expect(page.getByText(/Bridal gown or bridal set usually takes 12 weeks/)).toContainText(
    "we will confirm on WhatsApp",
  );
  await expect(orderFields(page).deliveryDate).toHaveAccessibleDescription(/usually takes 12 weeks/);
  await page.getByLabel(choices.now).check();
  await measurement(page, "Bust").fill("88");
  await page.getByLabel(choices.studio).check();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const record = await findSubmission("fullName", values.fullName);
  expect(typed(record)).toEqual({
    ...values,
    measurementChoice: choices.studio,
    rush: expect.stringMatching(/sooner than the usual 12 weeks/),
    reference: expect.stringMatching(orderReference),
  });
  expect(record.special._subject).toMatch(
    new RegExp(`^Rush order ${record.fields.reference}: needed by \\d{1,2} \\w+ \\d{4}$`),
  );
});

test("?design= of no known design changes nothing; Ask about this design sends one", async ({ page }) => {
  failOnDialog(page);
  for (const [form, design] of [
    ["/order", "<script>alert(1)</script>"],
    ["/contact", '"><img src=x onerror=alert(1)>'],
    ["/order", bridalDesign.slug.toUpperCase()],
  ] as const) {
    await openPage(page, `${form}?design=${encodeURIComponent(design)}`);
    // The index of designs, if asked for, has come and been read.
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
    await expect(designField(page)).toHaveCount(0);
    await expect(theForm(page).getByText(/^(Ordering|Asking about):/)).toHaveCount(0);
    await expect(form === "/order" ? orderFields(page).details : inquiryFields(page).message).toHaveValue("");
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByText(/alert\(1\)/)).toHaveCount(0);
  }
  await openPage(page, `/contact?design=${bespokeDesign.slug}`);
  await expect(theForm(page).getByText(`Asking about: ${bespokeDesign.name}`, { exact: true })).toBeVisible();
  await expect(inquiryFields(page).message).toHaveValue(`${bespokeDesign.line}\n`);
  await expect(designField(page)).toHaveValue(bespokeDesign.field);
  const values = await fillInquiry(page, { message: `${bespokeDesign.line}\nCan it be made in two weeks?` });
  await sendInquiry(page).click();
  await expect(page).toHaveURL(inquiryThankYouUrl);
  expect(typed(await findSubmission("name", values.name))).toEqual({
    ...values,
    design: bespokeDesign.field,
  });
});

test("a failed order says why and loses nothing; the next try goes", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/^Failed to load resource/, { url: ajaxEndpoint });
  const answers: ((route: Route) => Promise<void>)[] = [
    // A proxy's error page instead of the service, then the service's own refusal (not activated).
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    (route) => route.fulfill({ json: { success: "false", message: "This form needs Activation." } }),
  ];
  let posts = 0;
  await page.route(ajaxEndpoint, (route) => {
    posts++;
    return (answers.shift() ?? ((next: Route) => next.continue()))(route);
  });
  const values = await fillOrder(page, {}, "/order");
  await photosField(page).setInputFiles(await pngPhoto("sketch.png"));
  const alert = theForm(page).getByRole("alert");
  for (const [message, logged] of [
    ["There was an error. Please try again.", /order could not be sent/],
    ["Something went wrong. Please try again.", /did not accept the order/],
  ] as const) {
    await placeOrderButton(page).click();
    await expect(alert).toHaveText(message);
    await expectNextTo(alert, placeOrderButton(page));
    await consoleErrors.waitFor(logged);
    await expect(placeOrderButton(page)).toBeEnabled();
    expect(await orderFormValues(page)).toEqual(values);
    await expect(
      theForm(page).getByRole("button", { name: `${orderPhotos.remove} sketch.png` }),
    ).toBeVisible();
  }
  await openPage(page);
  await expect.poll(() => orderFormValues(page)).toEqual(values);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  // The photo came back with the draft.
  expect((await findSubmission("fullName", values.fullName)).attachments).toMatchObject([
    { name: "inspiration-1.jpg" },
  ]);
  expect(posts).toBe(3);
});

test("a slow upload shows its progress, takes no second press, and arrives once", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url() === ajaxEndpoint && request.method() === "POST") posts.push(request.url());
  });
  const values = await fillOrder(page, { outfitType: "custom" }, "/order");
  await photosField(page).setInputFiles(await cameraPhoto());
  await expect(page.getByRole("list", { name: orderPhotos.list }).getByText(/→ \d+ KB/)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await placeOrderButton(page).dblclick();
  await expect(placeOrderButton(page)).toBeDisabled();
  await expect(placeOrderButton(page)).toHaveText("Sending…");
  await expect(page.getByRole("progressbar", { name: "Sending your order" })).toBeVisible();
  await expect(page.getByText(/\d+% sent \(/)).toBeVisible();
  await placeOrderButton(page).click({ force: true });
  await expect(page).toHaveURL(orderThankYou, { timeout: 30_000 });
  expect((await findSubmission("fullName", values.fullName)).attachments).toHaveLength(1);
  expect(posts, "one order sent").toHaveLength(1);
});

test("the order form: every problem at once, each a link to its field, and a one-tap e-mail fix", async ({
  page,
}) => {
  const height = async () => (await theForm(page).boundingBox())!.height;
  await openPage(page, "/order");
  // With the group code field every order form has, so that a member without script can give it.
  expect(await height(), "the form before the measurements").toBeLessThanOrEqual(1300);
  await orderFields(page).outfitType.selectOption("bridal");
  await page.getByLabel(choices.now).check();
  expect(await height(), "with a bridal set's measurements").toBeLessThanOrEqual(2200);
  await orderFields(page).email.fill("adeola@gmial.com");
  await orderFields(page).email.blur();
  // A near miss of a common provider is only a suggestion: the field is not marked wrong.
  await expect(orderFields(page).email).toHaveAccessibleDescription(
    // The address is a button of its own: a space may come before the question mark.
    /^Did you mean adeola@gmail\.com ?\?$/,
  );
  await expect(orderFields(page).email).not.toHaveAttribute("aria-invalid");
  await orderFields(page).email.fill("adeola@gmail");
  await measurement(page, "Waist").fill("450");
  await placeOrderButton(page).click();
  const summary = theForm(page).getByRole("group", { name: /things? to fix$/ });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading")).toHaveText("5 things to fix");
  await expect(summary.getByRole("link")).toHaveText([
    "Full name: Please fill this in.",
    "E-mail address: Did you mean adeola@gmail.com?",
    "Phone number: Please fill this in.",
    "Delivery date: Please fill this in.",
    "Waist 450 cm looks too large: check the unit",
  ]);
  await expect(orderFields(page).phone).toHaveAttribute("aria-invalid", "true");
  await expect(orderFields(page).phone).toHaveAccessibleDescription("Please fill this in.");
  await summary.getByRole("link", { name: /^Phone number/ }).click();
  await expect(orderFields(page).phone).toBeFocused();
  await orderFields(page).phone.fill("+2348030002222");
  await expect(summary.getByRole("heading")).toHaveText("4 things to fix");
  await expect(orderFields(page).phone).not.toHaveAttribute("aria-invalid");
  await theForm(page).getByRole("button", { name: "adeola@gmail.com" }).tap();
  await expect(orderFields(page).email).toHaveValue("adeola@gmail.com");
  await expect(orderFields(page).email).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(3);
  await summary.getByRole("link", { name: /^Waist/ }).click();
  await expect(measurement(page, "Waist")).toBeFocused();
  await measurement(page, "Waist").fill("72");
  await expect(summary.getByRole("heading")).toHaveText("2 things to fix");
  const values = await fillOrder(page, { email: "adeola@gmail.com", details: "" });
  await expect(summary).toBeHidden();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  expect((await findSubmission("fullName", values.fullName)).fields.email).toBe("adeola@gmail.com");
});

test("measurements: kept from before the framework, sent in inches, kept on the phone", async ({ page }) => {
  // The measurement fields hydrate on their own, after the rest of the form.
  const framework = await holdFramework(page);
  await page.goto("/order");
  const values = await fillOrder(page, { details: "" });
  await page.getByLabel(choices.now).check();
  await measurement(page, "Bust").fill("86");
  await measurement(page, "Waist").fill("450");
  await framework.release();
  await expect(measurement(page, "Bust")).toHaveValue("86");
  await measurement(page, "Waist").focus();
  await measurement(page, "Waist").blur();
  await expect(page.getByText("Waist 450 cm looks too large: check the unit")).toBeVisible();
  // What was typed is converted, and converted back to the very figures typed.
  await page.getByLabel("Inches (in)").check();
  await expect(measurement(page, "Bust")).toHaveValue("33.9");
  await page.getByLabel("Centimetres (cm)").check();
  await expect(measurement(page, "Bust")).toHaveValue("86");
  await page.getByLabel("Inches (in)").check();
  await expect(measurement(page, "Waist")).toHaveValue("177.2");
  const typedIn = {
    Height: "65",
    Bust: "34 1/2",
    Waist: "28",
    Hips: "38.5",
    "Hollow to hem (in shoes)": "60",
  };
  for (const [label, value] of Object.entries(typedIn)) await measurement(page, label).fill(value);
  await expect(page.getByText(/looks too (large|small)/)).toHaveCount(0);
  await page.getByRole("checkbox", { name: /Keep them on this phone as/ }).check();
  await page.getByLabel("Name for these measurements").fill("Mum");
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(orderThankYou);
  const record = await findSubmission("fullName", values.fullName);
  expect(record.fields).toMatchObject({ measurementChoice: choices.now, measurementUnit: "in" });
  // One labelled list in the list's own order, not a field per measurement.
  expect(record.fields.measurements?.split(/\r?\n/)).toEqual([
    "Bust: 34 1/2 in (87.6 cm)",
    "Waist: 28 in (71.1 cm)",
    "Hips: 38.5 in (97.8 cm)",
    "Hollow to hem (in shoes): 60 in (152.4 cm)",
    "Height: 65 in (165.1 cm)",
  ]);
  expect(Object.keys(record.fields).filter((name) => name.startsWith("m-"))).toEqual([]);
  await openPage(page, "/order");
  await orderFields(page).outfitType.selectOption("bridal");
  await page.getByLabel(choices.now).check();
  const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(new Date());
  await page.getByRole("button", { name: `Use saved measurements: Mum (updated ${today})` }).click();
  await expect(measurement(page, "Bust")).toHaveValue("34 1/2");
  await expect(page.getByLabel("Inches (in)")).toBeChecked();
  await page.getByRole("button", { name: "Forget Mum's measurements" }).click();
  await expect(page.getByRole("status").filter({ hasText: "no longer kept on this phone" })).toBeVisible();
  await openPage(page);
  await page.getByLabel(choices.now).check();
  await expect(page.getByRole("button", { name: /Use saved measurements/ })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the order posts its measurements and one photo as it was chosen", async ({ page }) => {
    await page.goto("/order");
    await expect(photosField(page)).toHaveAttribute("accept", "image/*");
    await expect(photosField(page)).not.toHaveAttribute("multiple");
    await expect(photosField(page)).toHaveAccessibleDescription(orderPhotos.hint);
    const values = await fillOrder(page, { outfitType: "menswear", details: "" });
    await page.getByLabel(choices.now).check();
    await expect(measurement(page, "Bust")).toHaveCount(0);
    await measurement(page, "Chest").fill("102");
    const photo = await pngPhoto("inspiration.png", 33, 21);
    await photosField(page).setInputFiles(photo);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    const record = await findSubmission("fullName", values.fullName);
    expect(record).toMatchObject({
      kind: "plain",
      special: { _next: thankYouUrl, _captcha: "false", _honey: "" },
    });
    expect(record.fields).toMatchObject({
      ...values,
      measurementChoice: "now",
      measurementUnit: "cm",
      "m-menswear-chest": "102",
    });
    expect(record.attachments).toMatchObject([
      { field: "attachment", name: "inspiration.png", type: "image/png" },
    ]);
    expect(
      Buffer.compare(await readAttachment(record, record.attachments[0]!), photo.buffer),
      "the bytes chosen",
    ).toBe(0);
    await expectServedByInbox(page, record);
  });
});
