import { pagePaths, paths } from "~/lib/paths";
import { expectNavigation } from "./check";
import type { NavigationEntry } from "./types";

/**
 * The site's navigation, in order. The navbar, the phone menu, the tab bar and the footer all draw
 * this one list: adding a page to the navigation is adding one entry here. A page with `tab` is also
 * in the phone's bottom tab bar; a group opens as a menu of its pages.
 */
export const mainNavigation: readonly NavigationEntry[] = [
  { label: "HOME", href: paths.home, tab: { label: "Home", icon: "home" } },
  {
    id: "our-design",
    label: "OUR DESIGN",
    pages: [
      { label: "Collections", href: paths.collection },
      { label: "Place an Order", href: paths.order },
    ],
    tab: { label: "Our Design", icon: "design" },
  },
  { label: "ABOUT US", href: paths.about, tab: { label: "About Us", icon: "about" } },
  {
    label: "MAKE AN INQUIRY",
    href: paths.contact,
    footerLabel: "Contact",
    callToAction: true,
    tab: { label: "Inquiry", icon: "inquiry" },
  },
];

expectNavigation("navigation.ts", mainNavigation, pagePaths);

/** The words around the navigation: landmarks, controls and the footer's headings. */
export const navigation = {
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainLabel: "Main",
  tabBarLabel: "Quick navigation",
  skipToContent: "Skip to content",
  contactToggle: "Contact us",
  contactRegion: "Quick contact",
  contactOptions: {
    whatsapp: "Chat on WhatsApp",
    call: "Call the studio",
    email: "Send an e-mail",
  },
  footer: {
    quickLinksHeading: "Quick links",
    contactHeading: "Contact",
    // A quick link of its own: the Book page is not in the navbar.
    book: "Book a consultation",
    rights: "All rights reserved.",
  },
  pauseMotion: "Pause motion",
  playMotion: "Play motion",
} as const;
