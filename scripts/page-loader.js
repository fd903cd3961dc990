// The page loader: inlined at the end of every page's <head> by scripts/optimize-pages.ts, as it is
// (this comment included), so keep it small and free of anything the oldest supported browsers
// lack. It holds what the first paint does not need until the visitor has seen the page:
//
// - Stylesheets marked `data-after-paint` (the web fonts) arrive disabled. They are enabled once the
//   page is shown, or at once, holding the first paint, when this browser is known to have them
//   cached already (so a returning visitor never sees the fallback faces).
// - The framework's boot module arrives inert (`type="text/x-deferred-module"`, its module preloads in
//   `data-preload`). Once the page is shown, the preloads are added and the module runs, with the
//   same text and so the same CSP hash.
//
// "Shown" means: the page has loaded, its first content is painted and so is its main image (marked
// `elementtiming="main-image"`), where the browser reports paints. A page loaded out of sight is
// never reported as painted, so there the page's load is enough.
(function () {
  var doc = document;
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
