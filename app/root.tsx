import "./styles/global.css";
import fontFacesHref from "./styles/font-faces.css?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, type LinksFunction } from "react-router";
import { FloatingContact } from "./components/floating-contact";
import { SiteNavigation } from "./components/navbar/site-navigation";
import { SiteFooter } from "./components/site-footer";
import { navigation } from "./content/navigation";
import { MotionProvider } from "./lib/motion";
import { useScrollToTopOnNavigate } from "./lib/use-scroll-to-top";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ef" />
        <Meta />
        <Links />
        {/*
          The web fonts: on a first visit they come once the page has been seen, so they do not
          share a slow link with it; the metric-matched fallbacks in styles/fonts.css stand in until
          then without moving anything. The build holds this link (scripts/optimize-pages.ts).
        */}
        <link rel="stylesheet" href={fontFacesHref} data-after-paint="" />
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
