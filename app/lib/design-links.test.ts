import { expect, it } from "vitest";
import { studio } from "~/content/studio";
import { designWhatsappMessage, whatsappWithMessage } from "./design-links";
import { siteUrl } from "./site";

it("opens WhatsApp with a message naming the design and its link, encoded so every app reads it", () => {
  const message = designWhatsappMessage({ slug: "iro-and-buba", name: "Iro & Buba" });
  expect(message).toBe(
    `Hello Ivory & Adire, I would like to ask about the Iro & Buba design: ${siteUrl}/collection/iro-and-buba`,
  );
  const href = whatsappWithMessage(studio.whatsapp.href, message);
  expect(href.startsWith(`${studio.whatsapp.href}?text=`)).toBe(true);
  expect(href).not.toMatch(/\s/);
  expect(href).toContain("Iro%20%26%20Buba");
  expect(new URL(href).searchParams.get("text")).toBe(message);
  expect(whatsappWithMessage("https://wa.me/234?lang=en", "Hi")).toBe("https://wa.me/234?lang=en&text=Hi");
});
