import { expect, it } from "vitest";
import type { NavigationEntry } from "~/content/types";
import { footerLinks } from "./navigation";

it("opens groups out into the footer's links, preferring each page's footer label, then its tab label", () => {
  const shop = [
    { label: "Dresses", href: "/dresses" },
    { label: "Cloth", href: "/cloth", footerLabel: "Fabric" },
  ];
  const entries: NavigationEntry[] = [
    { label: "HOME", href: "/", tab: { label: "Home", icon: "home" } },
    { id: "shop", label: "SHOP", pages: shop },
    { label: "BLOG", href: "/blog" },
    { label: "WRITE", href: "/contact", footerLabel: "Contact", tab: { label: "Write", icon: "inquiry" } },
  ];
  const links = footerLinks(entries).map(({ label, href }) => `${label} ${href}`);
  expect(links).toEqual(["Home /", "Dresses /dresses", "Fabric /cloth", "BLOG /blog", "Contact /contact"]);
});
