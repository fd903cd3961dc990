// Menus are native popovers (`popovertarget`), which open, close and dismiss without script. This
// adds aria-expanded, opening on hover and keyboard focus, ArrowDown, and closing on a chosen link,
// on focus leaving or on history moves. Listeners are delegated: no menu need exist yet.
import { hoverMenuAttribute, menuAttribute } from "./attributes";

const openedByAttribute = "data-opened-by";
type OpenedBy = "hover" | "focus" | "press";
// TypeScript's DOM types do not have the `source` option yet.
type PopoverWithSource = HTMLElement & { showPopover(options: { source: Element }): void };

const hoverMenu = `[${hoverMenuAttribute}]`;

function closest(node: EventTarget | null, selector: string): Element | null {
  return node instanceof Element ? node.closest(selector) : null;
}

// Without popovers the buttons do nothing, so neither does this.
export function hasPopovers(): boolean {
  return Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover");
}

export function startMenus(): void {
  const doc = document;

  function isOpen(popover: Element): boolean {
    return popover.matches(":popover-open");
  }
  function popoverOf(button: Element): HTMLElement | null {
    return doc.getElementById(button.getAttribute("popovertarget") ?? "");
  }
  function mirror(popover: Element): void {
    for (const button of doc.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
      button.setAttribute("aria-expanded", String(isOpen(popover)));
    }
  }
  function show(popover: HTMLElement, by: OpenedBy, button: Element): void {
    if (isOpen(popover)) return;
    popover.setAttribute(openedByAttribute, by);
    // The source makes the button its invoker, as a click would (light dismiss, focus order).
    (popover as PopoverWithSource).showPopover({ source: button });
  }
  function hide(popover: Element | null): void {
    if (popover instanceof HTMLElement && isOpen(popover)) popover.hidePopover();
  }
  function hideAll(): void {
    doc.querySelectorAll("[popover]").forEach(hide);
  }
  function openOnHover(menu: Element | null): void {
    const button = menu?.querySelector("[popovertarget]");
    const popover = button && popoverOf(button);
    if (button && popover) show(popover, "hover", button);
  }

  // `toggle` does not bubble: caught on its way down instead.
  doc.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof Element) || !popover.hasAttribute("popover")) return;
      if (event.newState === "closed") popover.removeAttribute(openedByAttribute);
      mirror(popover);
    },
    true,
  );
  doc.addEventListener("DOMContentLoaded", () => {
    doc.querySelectorAll("[popover][id]").forEach(mirror);
  });
  // Focus moved back to a button by a closing menu must not open it again.
  let closing: EventTarget | null = null;
  doc.addEventListener(
    "beforetoggle",
    (event) => {
      if (event.newState !== "closed") return;
      closing = event.target;
      setTimeout(() => {
        closing = null;
      });
    },
    true,
  );
  // Keyboard focus on a hover menu's button opens it too, so Tab reaches its links next.
  doc.addEventListener("focusin", (event) => {
    const button = event.target;
    if (!(button instanceof Element) || !button.closest(hoverMenu)) return;
    if (!button.matches("[popovertarget]:focus-visible")) return;
    const popover = popoverOf(button);
    if (popover && popover !== closing) show(popover, "focus", button);
  });
  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType === "mouse") openOnHover(closest(event.target, hoverMenu));
  });
  doc.addEventListener("pointerout", (event) => {
    const menu = closest(event.target, hoverMenu);
    if (event.pointerType !== "mouse" || !menu || menu.contains(event.relatedTarget as Node | null)) {
      return;
    }
    const popover = menu.querySelector("[popover]");
    if (popover && popover.getAttribute(openedByAttribute) === "hover") hide(popover);
  });
  doc.addEventListener(
    "click",
    (event) => {
      const button = closest(event.target, "[popovertarget]");
      const popover = button && popoverOf(button);
      if (popover) {
        // A click on a menu that hover or focus opened keeps it open rather than closing it.
        const by = popover.getAttribute(openedByAttribute);
        if (isOpen(popover) && (by === "hover" || by === "focus")) {
          event.preventDefault();
          popover.setAttribute(openedByAttribute, "press");
        }
        return;
      }
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (plain && closest(event.target, "a[href]")) hide(closest(event.target, "[popover]"));
    },
    true,
  );
  doc.addEventListener("keydown", (event) => {
    const button = event.key === "ArrowDown" ? closest(event.target, "[popovertarget]") : null;
    const popover = button && popoverOf(button);
    const link = popover?.querySelector<HTMLElement>("a[href]");
    if (!button || !popover || !link) return;
    event.preventDefault();
    show(popover, "press", button);
    link.focus();
  });
  doc.addEventListener("focusout", (event) => {
    const menu = closest(event.target, `[${menuAttribute}]`);
    if (!menu || !event.relatedTarget || menu.contains(event.relatedTarget as Node)) return;
    hide(menu.querySelector("[popover]"));
  });
  addEventListener("popstate", hideAll);
}
