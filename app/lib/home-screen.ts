// The build draws every PNG icon from the SVG (scripts/home-screen.ts).
export const homeScreen = {
  manifest: "/manifest.webmanifest",
  svgIcon: "/favicon.svg",
  pngIcon: { href: "/favicon-32.png", size: 32 },
  /** iOS looks here even without a link, and rounds the corners itself. */
  appleTouchIcon: { href: "/apple-touch-icon.png", size: 180 },
} as const;
