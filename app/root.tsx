import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/jost/latin-400.css";
import "@fontsource/jost/latin-500.css";
import "./styles/global.css";
import displayFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, type LinksFunction } from "react-router";
import { FloatingContact } from "./components/floating-contact";
import { SiteNavigation } from "./components/navbar/site-navigation";
import { SiteFooter } from "./components/site-footer";
import { navigation } from "./content/navigation";
import { MotionProvider } from "./lib/motion";
import { useScrollToTopOnNavigate } from "./lib/use-scroll-to-top";

export const links: LinksFunction = () => [
  // The display face draws the brand and every heading: fetch it with the page, not after the CSS.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ef" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {navigation.skipToContent}
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTopOnNavigate();
  return (
    <MotionProvider>
      <SiteNavigation />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <FloatingContact />
      <SiteFooter />
    </MotionProvider>
  );
}
