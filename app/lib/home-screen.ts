/**
 * The icons and manifest a browser or phone asks for, by address: the page's links name them
 * (root.tsx) and the build draws them all from public/favicon.svg (scripts/home-screen.ts).
 */
export const homeScreen = {
  manifest: "/manifest.webmanifest",
  /** The one source: every PNG icon is drawn from it. */
  svgIcon: "/favicon.svg",
  pngIcon: { href: "/favicon-32.png", size: 32 },
  /** Where iOS looks even without a link; it rounds the square's corners itself. */
  appleTouchIcon: { href: "/apple-touch-icon.png", size: 180 },
} as const;
