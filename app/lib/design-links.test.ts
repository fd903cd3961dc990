import { describe, expect, it } from "vitest";
import { studio } from "~/content/studio";
import {
  askAboutDesignHref,
  designUrl,
  designWhatsappMessage,
  orderDesignHref,
  whatsappWithMessage,
} from "./design-links";
import { siteUrl } from "./site";

describe("a design's next steps", () => {
  it("name the design on the order and contact pages by its slug", () => {
    expect(orderDesignHref("adunni")).toBe("/order?design=adunni");
    expect(askAboutDesignHref("iro-and-buba")).toBe("/contact?design=iro-and-buba");
  });

  it("share the design's page at the site's public address", () => {
    expect(designUrl("adunni")).toBe(`${siteUrl}/collection/adunni`);
  });

  it("open WhatsApp with a message naming the design and its link, encoded so every app reads it", () => {
    const message = designWhatsappMessage({ slug: "iro-and-buba", name: "Iro & Buba" });
    expect(message).toBe(
      `Hello Ivory & Adire, I would like to ask about the Iro & Buba design: ${siteUrl}/collection/iro-and-buba`,
    );
    const href = whatsappWithMessage(studio.whatsapp.href, message);
    expect(href.startsWith(`${studio.whatsapp.href}?text=`)).toBe(true);
    expect(href).not.toMatch(/\s/);
    expect(new URL(href).searchParams.get("text")).toBe(message);
    expect(href).toContain("Iro%20%26%20Buba");
  });

  it("add the message to a chat address that already has a query", () => {
    expect(whatsappWithMessage("https://wa.me/234?lang=en", "Hi there")).toBe(
      "https://wa.me/234?lang=en&text=Hi%20there",
    );
  });
});
