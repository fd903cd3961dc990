/**
 * Filling and reading the two forms the way a visitor does: by their visible labels.
 */
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";

/** A value no other test sends, so a test can find its own submission in the shared inbox. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A date well in the future, as `<input type="date">` takes it. */
export function futureDate(daysAhead = 120): string {
  return new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  projectType: string;
  budget: string;
  message: string;
}

export function inquiryValues(overrides: Partial<InquiryValues> = {}): InquiryValues {
  return {
    name: uniqueName("Adaeze Okafor"),
    email: "adaeze@example.com",
    phone: "+234 803 000 1111",
    subject: "Wedding",
    projectType: "Bridal Consultation",
    budget: "₦450,000",
    message: "A white wedding in March: an ivory gown with an indigo adire hem.",
    ...overrides,
  };
}

export function inquiryFields(page: Page) {
  return {
    name: page.getByLabel(/full name/i),
    email: page.getByLabel(/e-?mail/i),
    phone: page.getByLabel(/phone/i),
    subject: page.getByLabel(/event type/i),
    projectType: page.getByLabel(/service type/i),
    budget: page.getByLabel(/budget/i),
    message: page.getByLabel(/message/i),
  };
}

export async function fillInquiry(page: Page, values: InquiryValues): Promise<void> {
  const fields = inquiryFields(page);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.subject.fill(values.subject);
  await fields.projectType.selectOption(values.projectType);
  await fields.budget.fill(values.budget);
  await fields.message.fill(values.message);
}

export interface OrderValues {
  fullName: string;
  email: string;
  phone: string;
  outfitType: string;
  deliveryDate: string;
  budget: string;
  details: string;
}

export function orderValues(overrides: Partial<OrderValues> = {}): OrderValues {
  return {
    fullName: uniqueName("Folasade Adeyemi"),
    email: "folasade@example.com",
    phone: "+2348030002222",
    outfitType: "bridal",
    deliveryDate: futureDate(),
    budget: "600000",
    details: "Bust 90, waist 72. Ivory lace with a gold aso-oke sash, for a church wedding.",
    ...overrides,
  };
}

export function orderFields(page: Page) {
  return {
    fullName: page.getByLabel(/full name/i),
    email: page.getByLabel(/e-?mail/i),
    phone: page.getByLabel(/^phone number/i),
    outfitType: page.getByLabel(/outfit type/i),
    deliveryDate: page.getByLabel(/delivery date/i),
    budget: page.getByLabel(/budget/i),
    attachment: page.getByLabel("Photos (optional)", { exact: true }),
    details: page.getByLabel(/details/i),
  };
}

export async function fillOrder(page: Page, values: OrderValues): Promise<void> {
  const fields = orderFields(page);
  await fields.fullName.fill(values.fullName);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.outfitType.selectOption(values.outfitType);
  await fields.deliveryDate.fill(values.deliveryDate);
  await fields.budget.fill(values.budget);
  await fields.details.fill(values.details);
}

/** Reads back what the order form holds now (to check nothing the visitor typed was lost). */
export async function orderFormValues(page: Page): Promise<OrderValues> {
  const fields = orderFields(page);
  return {
    fullName: await fields.fullName.inputValue(),
    email: await fields.email.inputValue(),
    phone: await fields.phone.inputValue(),
    outfitType: await fields.outfitType.inputValue(),
    deliveryDate: await fields.deliveryDate.inputValue(),
    budget: await fields.budget.inputValue(),
    details: await fields.details.inputValue(),
  };
}

/** The names of the files the order form's file field holds. */
export function chosenFiles(page: Page): Promise<string[]> {
  return orderFields(page).attachment.evaluate((input) =>
    Array.from((input as HTMLInputElement).files ?? [], (file) => file.name),
  );
}

/** A request body as the server would parse it (urlencoded or multipart). */
export async function requestForm(request: Request): Promise<FormData> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const contentType = (await request.allHeaders())["content-type"] ?? "";
  return new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
}

/** A small, real PNG image (a gradient), made here so the test owns its bytes. */
export function pngImage(width = 24, height = 16): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 180;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, default compression, filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
