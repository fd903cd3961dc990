// Inlined by scripts/optimize-pages.ts into every page's <head>, the same text everywhere (one CSP
// hash). It runs before React hydrates; components meet it only through ./attributes.ts.
// See docs/decisions/009-first-paint-from-html.md and 010-controls-before-the-framework.md.
import { startBoot } from "./boot";
import { startForms } from "./forms";
import { startHeader } from "./header";
import { hasPopovers, startMenus } from "./menus";

if (hasPopovers()) startMenus();
startHeader();
startForms();
startBoot();
