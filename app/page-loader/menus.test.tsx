import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NavMenu } from "~/components/navbar/nav-menu";
import { hasPopovers, startMenus } from "./menus";

/**
 * jsdom has no popovers. This stands in for the little of them the loader relies on:
 * showPopover/hidePopover with their `beforetoggle` and `toggle` events, `:popover-open`, and a
 * press on a `popovertarget` button toggling its popover unless the press was cancelled. Unlike a
 * browser it does not close other menus or move focus. An open popover is shown, too: jsdom's own
 * stylesheet hides every `[popover]`, as its `:popover-open` never matches.
 */
const openPopovers = new WeakSet<Element>();
const native = {
  matches: Element.prototype.matches,
  showPopover: HTMLElement.prototype.showPopover,
  hidePopover: HTMLElement.prototype.hidePopover,
};

function setOpen(popover: HTMLElement, open: boolean): void {
  if (openPopovers.has(popover) === open) return;
  const states = { oldState: open ? "closed" : "open", newState: open ? "open" : "closed" };
  popover.dispatchEvent(Object.assign(new Event("beforetoggle"), states));
  if (open) openPopovers.add(popover);
  else openPopovers.delete(popover);
  popover.style.display = open ? "block" : "";
  popover.dispatchEvent(Object.assign(new Event("toggle"), states));
}

function pressToggles(event: MouseEvent): void {
  const button = (event.target as Element).closest("[popovertarget]");
  const popover = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  if (popover && !event.defaultPrevented) setOpen(popover, !openPopovers.has(popover));
}

beforeAll(() => {
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ":popover-open" ? openPopovers.has(this) : native.matches.call(this, selector);
  };
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    setOpen(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    setOpen(this, false);
  };
  startMenus();
  // After the loader's own listener, as the browser's activation behaviour comes after every listener.
  document.addEventListener("click", pressToggles);
});

afterAll(() => {
  document.removeEventListener("click", pressToggles);
  Object.assign(Element.prototype, { matches: native.matches });
  Object.assign(HTMLElement.prototype, { showPopover: native.showPopover, hidePopover: native.hidePopover });
});

const group = {
  id: "our-design",
  label: "OUR DESIGN",
  pages: [
    { label: "Collections", href: "/collection" },
    { label: "Place an Order", href: "/order" },
  ],
};

function renderMenu(variant: "dropdown" | "tab") {
  render(
    <MemoryRouter>
      <NavMenu group={group} id={`menu-${variant}`} label="OUR DESIGN" variant={variant} />
      <a href="/elsewhere">Elsewhere</a>
    </MemoryRouter>,
  );
  const button = screen.getByRole("button", { name: "OUR DESIGN" });
  const list = document.getElementById(`menu-${variant}`);
  if (!list) throw new Error("no list");
  // The loader marks the buttons once the document is parsed; a test's document was parsed long ago.
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const isOpen = () => list.matches(":popover-open");
  return { button, list, isOpen };
}

const mouse = { pointerType: "mouse" };

describe("menus, as the page loader enhances them", () => {
  it("are enhanced only where the browser has popovers", () => {
    expect(hasPopovers()).toBe(false);
    Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, value: null });
    expect(hasPopovers()).toBe(true);
    Reflect.deleteProperty(HTMLElement.prototype, "popover");
  });

  it("tells assistive technology whether each menu is open, from the popover's own state", async () => {
    const { button, isOpen } = renderMenu("tab");
    expect(button).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(button).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(button);
    expect(isOpen()).toBe(false);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the navbar's dropdown while a mouse rests on it, and closes it when the mouse leaves", () => {
    const { button, isOpen } = renderMenu("dropdown");
    fireEvent.pointerOver(button, mouse);
    expect(isOpen()).toBe(true);
    fireEvent.pointerOut(button, {
      ...mouse,
      relatedTarget: screen.getByRole("link", { name: "Elsewhere" }),
    });
    expect(isOpen()).toBe(false);
  });

  it("does not open the dropdown for a touch, and never the tab bar's on hover", () => {
    const dropdown = renderMenu("dropdown");
    fireEvent.pointerOver(dropdown.button, { pointerType: "touch" });
    expect(dropdown.isOpen()).toBe(false);
    document.body.innerHTML = "";

    const tab = renderMenu("tab");
    fireEvent.pointerOver(tab.button, mouse);
    expect(tab.isOpen()).toBe(false);
  });

  it("keeps a dropdown that hover opened open when it is pressed, even once the mouse leaves", async () => {
    const { button, isOpen } = renderMenu("dropdown");
    fireEvent.pointerOver(button, mouse);
    await userEvent.click(button);
    expect(isOpen()).toBe(true);
    fireEvent.pointerOut(button, { ...mouse, relatedTarget: document.body });
    expect(isOpen()).toBe(true);
  });

  it("opens a menu with ArrowDown on its button and moves to its first link", () => {
    const { button, isOpen } = renderMenu("tab");
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(isOpen()).toBe(true);
    expect(screen.getByRole("link", { name: "Collections" })).toHaveFocus();
  });

  it("closes the menu when a link in it is chosen, but not for a press that opens a new tab", () => {
    const { button, isOpen } = renderMenu("tab");
    const link = () => screen.getByRole("link", { name: "Place an Order" });
    fireEvent.click(button);
    // jsdom cannot open a new tab; the loader only looks at the press.
    window.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(link(), { ctrlKey: true });
    expect(isOpen()).toBe(true);
    fireEvent.click(link());
    expect(isOpen()).toBe(false);
  });

  it("closes the menu when focus leaves it, and when the history moves", () => {
    const { button, isOpen } = renderMenu("tab");
    fireEvent.click(button);
    fireEvent.focusOut(button, { relatedTarget: screen.getByRole("link", { name: "Collections" }) });
    expect(isOpen()).toBe(true);
    // Focus leaving the window altogether (to the address bar, another app) keeps it open.
    fireEvent.focusOut(button, { relatedTarget: null });
    expect(isOpen()).toBe(true);
    fireEvent.focusOut(button, { relatedTarget: screen.getByRole("link", { name: "Elsewhere" }) });
    expect(isOpen()).toBe(false);

    fireEvent.click(button);
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(isOpen()).toBe(false);
  });
});
