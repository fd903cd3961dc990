// The page loader: inlined at the end of every page's <head> by scripts/optimize-pages.ts
// (minified), so keep it small and free of anything the oldest supported browsers lack.
// Decision records: docs/decisions/009-first-paint-from-html.md and
// docs/decisions/010-controls-before-the-framework.md. It does three things from the first paint on:
//
// - Menus. Each is a popover its button opens natively (`popovertarget`): the browser toggles it,
//   closes it on Escape or a press outside and keeps one open at a time, with or without script.
//   This adds `aria-expanded` on the buttons, opening on hover and on keyboard focus for menus
//   marked `data-hover-menu`, ArrowDown to open one and reach its first link, and closing when a
//   link inside is chosen, focus leaves the menu (`data-menu`) or the history moves. The framework
//   adds nothing to menus.
// - Forms. `min` of date fields marked `data-min="today"` is the visitor's today before they are
//   painted; a form the browser posts itself is marked `data-submitted` and never posted twice.
// - Holding what the first paint does not need until the visitor has seen the page:
//   - Stylesheets marked `data-after-paint` (the web fonts) arrive disabled. They are enabled once
//     the page is shown, or at once, holding the first paint, when this browser is known to have
//     them cached already (so a returning visitor never sees the fallback faces).
//   - The framework's boot module arrives inert (`type="text/x-deferred-module"`, its module
//     preloads in `data-preload`). Once the page is shown, the preloads are added and the module
//     runs, with the same text and so the same CSP hash.
//   "Shown" means: the page has loaded, its first content is painted and so is its main image
//   (marked `elementtiming="main-image"`), where the browser reports paints. A page loaded out of
//   sight is never reported as painted, so there the page's load is enough.
(function () {
  var doc = document;

  function closest(node, selector) {
    return node && node.closest ? node.closest(selector) : null;
  }

  function menus() {
    function isOpen(popover) {
      return popover.matches(":popover-open");
    }
    function popoverOf(button) {
      return doc.getElementById(button.getAttribute("popovertarget"));
    }
    function mirror(popover) {
      var buttons = doc.querySelectorAll('[popovertarget="' + popover.id + '"]');
      for (var i = 0; i < buttons.length; i++) {
        buttons[i].setAttribute("aria-expanded", String(isOpen(popover)));
      }
    }
    function show(popover, by, button) {
      if (isOpen(popover)) return;
      popover.setAttribute("data-opened-by", by);
      // The source makes the button its invoker, as a press would (light dismiss, focus order).
      popover.showPopover({ source: button });
    }
    function hide(popover) {
      if (popover && isOpen(popover)) popover.hidePopover();
    }
    function hideAll() {
      [].forEach.call(doc.querySelectorAll("[popover]"), hide);
    }
    function hoverMenu(menu) {
      var button = menu && menu.querySelector("[popovertarget]");
      var popover = button && popoverOf(button);
      if (popover) show(popover, "hover", button);
    }
    // `toggle` does not bubble: caught on its way down instead.
    doc.addEventListener(
      "toggle",
      function (event) {
        var popover = event.target;
        if (!popover.hasAttribute || !popover.hasAttribute("popover")) return;
        if (event.newState === "closed") popover.removeAttribute("data-opened-by");
        mirror(popover);
      },
      true,
    );
    doc.addEventListener("DOMContentLoaded", function () {
      [].forEach.call(doc.querySelectorAll("[popover][id]"), mirror);
    });
    // Focus moved back to a button by a closing menu must not open it again.
    var closing = null;
    doc.addEventListener(
      "beforetoggle",
      function (event) {
        if (event.newState !== "closed") return;
        closing = event.target;
        setTimeout(function () {
          closing = null;
        });
      },
      true,
    );
    // Keyboard focus on a hover menu's button opens it too, so Tab reaches its links next.
    doc.addEventListener("focusin", function (event) {
      var button = event.target;
      if (!closest(button, "[data-hover-menu]") || !button.matches("[popovertarget]:focus-visible")) return;
      var popover = popoverOf(button);
      if (popover && popover !== closing) show(popover, "focus", button);
    });
    doc.addEventListener("pointerover", function (event) {
      if (event.pointerType === "mouse") hoverMenu(closest(event.target, "[data-hover-menu]"));
    });
    doc.addEventListener("pointerout", function (event) {
      var menu = closest(event.target, "[data-hover-menu]");
      if (event.pointerType !== "mouse" || !menu || menu.contains(event.relatedTarget)) return;
      var popover = menu.querySelector("[popover]");
      if (popover && popover.getAttribute("data-opened-by") === "hover") hide(popover);
    });
    doc.addEventListener(
      "click",
      function (event) {
        var button = closest(event.target, "[popovertarget]");
        var popover = button && popoverOf(button);
        if (popover) {
          // A press on a menu that hover or focus opened keeps it open rather than closing it.
          var by = popover.getAttribute("data-opened-by");
          if (isOpen(popover) && (by === "hover" || by === "focus")) {
            event.preventDefault();
            popover.setAttribute("data-opened-by", "press");
          }
          return;
        }
        var plain =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (plain && closest(event.target, "a[href]")) hide(closest(event.target, "[popover]"));
      },
      true,
    );
    doc.addEventListener("keydown", function (event) {
      var button = event.key === "ArrowDown" && closest(event.target, "[popovertarget]");
      var popover = button && popoverOf(button);
      var link = popover && popover.querySelector("a[href]");
      if (!link) return;
      event.preventDefault();
      show(popover, "press", button);
      link.focus();
    });
    doc.addEventListener("focusout", function (event) {
      var menu = closest(event.target, "[data-menu]");
      if (!menu || !event.relatedTarget || menu.contains(event.relatedTarget)) return;
      hide(menu.querySelector("[popover]"));
    });
    addEventListener("popstate", hideAll);
  }
  if (Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover")) menus();

  function forms() {
    function pad(number) {
      return (number < 10 ? "0" : "") + number;
    }
    var now = new Date();
    var today = now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate());
    // Mutation records are handled before the browser next paints, so the field is never seen without.
    var observer = new MutationObserver(function () {
      [].forEach.call(doc.querySelectorAll('input[data-min="today"]:not([min])'), function (field) {
        field.setAttribute("min", today);
      });
    });
    observer.observe(doc, { childList: true, subtree: true });
    doc.addEventListener("DOMContentLoaded", function () {
      observer.disconnect();
    });

    // First on the way down: a form already on its way is not sent again, by the browser or by script.
    addEventListener(
      "submit",
      function (event) {
        if (!event.target.hasAttribute("data-submitted")) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      true,
    );
    // Last on the way up: nothing took the submission over, so the browser posts it.
    addEventListener("submit", function (event) {
      if (!event.defaultPrevented) event.target.setAttribute("data-submitted", "");
    });
    function release() {
      [].forEach.call(doc.querySelectorAll("form[data-submitted]"), function (form) {
        form.removeAttribute("data-submitted");
      });
    }
    // The browser refused the post (a policy that does not name the form service): nothing was
    // sent, so the form must stay sendable.
    doc.addEventListener("securitypolicyviolation", function (event) {
      if (event.effectiveDirective === "form-action") release();
    });
    // Back to this page from the cache: the form can be sent again. (The Navigation API's
    // navigateerror is no sign that the post stopped: the framework's first replaceState raises it.)
    addEventListener("pageshow", function (event) {
      if (event.persisted) release();
    });
  }
  forms();
  var cacheKey = "after-paint-cached";
  var held = [].slice.call(doc.querySelectorAll("link[data-after-paint]"));

  function cachedList() {
    try {
      return (localStorage.getItem(cacheKey) || "").split(" ");
    } catch {
      return [];
    }
  }

  function rememberCached(href) {
    var list = cachedList();
    if (list.indexOf(href) >= 0) return;
    list.push(href);
    try {
      localStorage.setItem(cacheKey, list.join(" ").trim());
    } catch {
      // Storage off or full: the stylesheet waits for the paint again next time.
    }
  }

  function enable(link, beforeFirstPaint) {
    if (beforeFirstPaint) link.setAttribute("blocking", "render");
    link.addEventListener(
      "load",
      function () {
        var href = link.getAttribute("href");
        // The fonts it declares are fetched next; once they are in, the browser has them all.
        if (doc.fonts && doc.fonts.addEventListener) {
          doc.fonts.addEventListener(
            "loadingdone",
            function () {
              rememberCached(href);
            },
            { once: true },
          );
        } else {
          rememberCached(href);
        }
      },
      { once: true },
    );
    link.removeAttribute("disabled");
  }

  var cached = cachedList();
  held = held.filter(function (link) {
    if (cached.indexOf(link.getAttribute("href")) < 0) return true;
    enable(link, true);
    return false;
  });

  function boot() {
    held.forEach(function (link) {
      enable(link, false);
    });
    var module = doc.getElementById("deferred-boot");
    if (!module) return;
    (module.getAttribute("data-preload") || "").split(" ").forEach(function (href) {
      if (!href) return;
      var preload = doc.createElement("link");
      preload.rel = "modulepreload";
      preload.href = href;
      doc.head.appendChild(preload);
    });
    var script = doc.createElement("script");
    script.type = "module";
    script.textContent = module.textContent;
    doc.body.appendChild(script);
  }

  function whenShown(next) {
    var done = false;
    function go() {
      if (done) return;
      done = true;
      next();
    }
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0 || doc.visibilityState !== "visible") return go();
    var image = doc.querySelector('img[elementtiming="main-image"]');
    var box = image && image.getBoundingClientRect();
    var imagePending = Boolean(
      image &&
      types.indexOf("element") >= 0 &&
      image.complete &&
      image.naturalWidth > 0 &&
      box.top < innerHeight &&
      box.bottom > 0,
    );
    var painted = false;
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === "first-contentful-paint") painted = true;
        if (entry.entryType === "element" && entry.identifier === "main-image") imagePending = false;
      });
      if (painted && !imagePending) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: "paint", buffered: true });
    if (imagePending) observer.observe({ type: "element", buffered: true });
    doc.addEventListener("visibilitychange", function () {
      observer.disconnect();
      go();
    });
  }

  function start() {
    whenShown(boot);
  }
  if (doc.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
})();
