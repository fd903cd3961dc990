import "./styles/global.css";
import fontFacesHref from "./styles/font-faces.css?url";
import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import { FloatingContact } from "./components/floating-contact";
import { OutboxSlot } from "./components/outbox-slot";
import { SiteNavigation } from "./components/navbar/site-navigation";
import { SiteFooter } from "./components/site-footer";
import { errorPage } from "./content/error-page";
import { navigation } from "./content/navigation";
import { studio } from "./content/studio";
import { homeScreen } from "./lib/home-screen";
import { MotionProvider } from "./lib/motion";
import { registerServiceWorker } from "./lib/service-worker-registration";
import { useScrollRestoration } from "./lib/use-scroll-restoration";
import { afterPaintProps, headerProps } from "./page-loader/attributes";
import { ErrorPanel } from "./sections/error-panel";

// The SVG icon comes last so browsers that draw it prefer it to the PNG.
export const links: LinksFunction = () => [
  { rel: "icon", href: homeScreen.pngIcon.href, type: "image/png", sizes: "32x32" },
  { rel: "icon", href: homeScreen.svgIcon, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: homeScreen.appleTouchIcon.href },
  { rel: "manifest", href: homeScreen.manifest },
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
        {/*
          Held by the build until the page has been seen, so the fonts do not share a slow link
          with it; metric-matched fallbacks (styles/fonts.css) stand in without moving anything.
        */}
        <link rel="stylesheet" href={fontFacesHref} {...afterPaintProps} />
      </head>
      <body>
        <a className="skip-link" href="#main" {...headerProps}>
          {navigation.skipToContent}
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollRestoration();
  useEffect(registerServiceWorker, []);
  return (
    <MotionProvider>
      <SiteNavigation />
      <OutboxSlot />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <FloatingContact />
      <SiteFooter />
    </MotionProvider>
  );
}

// The layout around it may be what failed, so this shows only the error panel.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" tabIndex={-1}>
      <title>{errorPage.title}</title>
      <ErrorPanel copy={errorPage} studio={studio} />
    </main>
  );
}
