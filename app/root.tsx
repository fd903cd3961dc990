import "./styles/global.css";
import fontFacesHref from "./styles/font-faces.css?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, type LinksFunction } from "react-router";
import { FloatingContact } from "./components/floating-contact";
import { SiteNavigation } from "./components/navbar/site-navigation";
import { SiteFooter } from "./components/site-footer";
import { navigation } from "./content/navigation";
import { fontLoaderScript } from "./lib/font-loading";
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
        {/* The web fonts come after the page on a first visit: see lib/font-loading.ts. */}
        <script dangerouslySetInnerHTML={{ __html: fontLoaderScript(fontFacesHref) }} />
        <noscript>
          <link rel="stylesheet" href={fontFacesHref} />
        </noscript>
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
