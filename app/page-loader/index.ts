/**
 * The page loader: bundled and minified into one small script by the build's page rewrite
 * (scripts/optimize-pages.ts) and inlined at the end of every page's `<head>`, the same text on
 * every page (one CSP hash). It runs before the framework, which never imports it: the React
 * components meet it only through the attributes in ./attributes.ts. Decision records:
 * docs/decisions/009-first-paint-from-html.md and docs/decisions/010-controls-before-the-framework.md.
 *
 * From the first paint on, it enhances the menus (./menus.ts), keeps the forms right and sent once
 * (./forms.ts), and releases what the page held until the visitor has seen it (./boot.ts).
 */
import { startBoot } from "./boot";
import { startForms } from "./forms";
import { hasPopovers, startMenus } from "./menus";

if (hasPopovers()) startMenus();
startForms();
startBoot();
