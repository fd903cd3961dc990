/**
 * The words of the offline page: what a visitor sees, with no connection, for a page this phone has
 * not kept. The pages it lists are the ones the phone has (found when it opens).
 */
export const offlinePage = {
  title: "No connection | Ivory & Adire",
  heading: "No connection just now",
  intro:
    "This page has not been opened on this phone before, so it cannot be shown until the connection is back.",
  pagesHeading: "Pages you can open now",
  orderHeading: "You can still place an order",
  order:
    "The order form works without a connection: your order is saved on this phone, photos and all, and sent by itself when the connection is back.",
  orderLink: "Open the order form",
  callHeading: "Or call the studio",
  retry: "Try again",
} as const;

/** The names the offline page gives the six pages (design pages are named from their address). */
export const offlinePageNames: Readonly<Record<string, string>> = {
  "/": "Home",
  "/about": "About us",
  "/contact": "Make an inquiry",
  "/collection": "Collections",
  "/order": "Place an order",
  "/thank-you": "Thank you",
};
