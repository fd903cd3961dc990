import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NavMenu } from "~/components/navbar/nav-menu";
import { startMenus } from "./menus";

/**
 * jsdom has no popovers: this stands in for what the loader relies on (show/hidePopover and their
 * toggle events, `:popover-open`, a `popovertarget` press unless cancelled), showing an open one.
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
  Object.assign(HTMLElement.prototype, {
    showPopover: function (this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover: function (this: HTMLElement) {
      setOpen(this, false);
    },
  });
  startMenus();
  // After the loader's own listener, as the browser's activation behaviour comes after every listener.
  document.addEventListener("click", pressToggles);
});

afterAll(() => {
  document.removeEventListener("click", pressToggles);
  Object.assign(Element.prototype, { matches: native.matches });
  Object.assign(HTMLElement.prototype, { showPopover: native.showPopover, hidePopover: native.hidePopover });
});

const pages = [
  { label: "Collections", href: "/collection" },
  { label: "Order", href: "/order" },
];

function renderMenu(variant: "dropdown" | "tab") {
  render(
    <MemoryRouter>
      <NavMenu group={{ id: "ours", label: "OURS", pages }} id="menu" label="OURS" variant={variant} />
      <a href="/elsewhere">Elsewhere</a>
    </MemoryRouter>,
  );
  // The loader marks the buttons once the document is parsed; a test's document was parsed long ago.
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const isOpen = () => openPopovers.has(document.getElementById("menu")!);
  return { button: screen.getByRole("button", { name: "OURS" }), isOpen };
}

const mouse = { pointerType: "mouse" };

it("tells assistive technology whether each menu is open, from the popover's own state", async () => {
  const { button, isOpen } = renderMenu("tab");
  expect(button).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(button);
  expect([isOpen(), button.getAttribute("aria-expanded")]).toEqual([true, "true"]);
  await userEvent.click(button);
  expect([isOpen(), button.getAttribute("aria-expanded")]).toEqual([false, "false"]);
});

it("opens the navbar's dropdown while a mouse rests on it, and keeps it open once pressed", async () => {
  const { button, isOpen } = renderMenu("dropdown");
  fireEvent.pointerOver(button, { pointerType: "touch" });
  expect(isOpen()).toBe(false);
  fireEvent.pointerOver(button, mouse);
  expect(isOpen()).toBe(true);
  fireEvent.pointerOut(button, { ...mouse, relatedTarget: screen.getByRole("link", { name: "Elsewhere" }) });
  expect(isOpen()).toBe(false);
  fireEvent.pointerOver(button, mouse);
  await userEvent.click(button);
  fireEvent.pointerOut(button, { ...mouse, relatedTarget: document.body });
  expect(isOpen()).toBe(true);
});

it("never opens the tab bar's menu on hover, and opens it with ArrowDown, moving to its first link", () => {
  const { button, isOpen } = renderMenu("tab");
  fireEvent.pointerOver(button, mouse);
  expect(isOpen()).toBe(false);
  button.focus();
  fireEvent.keyDown(button, { key: "ArrowDown" });
  expect(isOpen()).toBe(true);
  expect(screen.getByRole("link", { name: "Collections" })).toHaveFocus();
});

it("closes the menu when a link in it is chosen (not for a new tab), when focus leaves it, and when the history moves", () => {
  const { button, isOpen } = renderMenu("tab");
  const link = (name: string) => screen.getByRole("link", { name });
  fireEvent.click(button);
  // jsdom cannot open a new tab; the loader only looks at the press.
  window.addEventListener("click", (event) => event.preventDefault(), { once: true });
  fireEvent.click(link("Order"), { ctrlKey: true });
  expect(isOpen()).toBe(true);
  fireEvent.click(link("Order"));
  expect(isOpen()).toBe(false);

  fireEvent.click(button);
  fireEvent.focusOut(button, { relatedTarget: link("Collections") });
  // Focus leaving the window altogether (to the address bar, another app) keeps it open.
  fireEvent.focusOut(button, { relatedTarget: null });
  expect(isOpen()).toBe(true);
  fireEvent.focusOut(button, { relatedTarget: link("Elsewhere") });
  expect(isOpen()).toBe(false);

  fireEvent.click(button);
  window.dispatchEvent(new PopStateEvent("popstate"));
  expect(isOpen()).toBe(false);
});
