/*
 * The content editor's own additions, loaded after the editor's script:
 *   - a photo chosen for a design is uploaded under a name made from the design's
 *     ("ayo-garden-gown-2.jpg" for the second photo of "Ayọ̀ Garden Gown"), not the phone's
 *     ("IMG_20261126_101112.jpg"), so the photo folder stays readable; the home page's and the
 *     About page's photos as "hero-<n>" and "about-<n>", the names the build looks for;
 *   - JSON written with its keys in the file's own order (the editor's own JSON forgets it);
 *   - a preview of the designs (cover photo, name, line, section) and of the studio's details in
 *     the site's fonts and colours (preview.css);
 *   - the rules the editor's fields cannot say on their own, checked before a save: no two designs
 *     with one name or one page address, a page address only of lowercase letters, digits and dashes.
 *     The build checks the same again (app/content/designs.schema.ts), for a file edited by hand;
 *   - the phone and WhatsApp numbers saved in the international form ("0803 555 0199" as
 *     "+234 803 555 0199"), as the site publishes them.
 * The build bundles it (scripts/editor.ts) with the site's own `designSlug` and
 * `internationalNumber`, so a design's page address and a number's form are made one way. The
 * editor puts `CMS`, `createClass` and `h` (React's createElement) on the window.
 */
/* global CMS, createClass, h */
import { internationalNumber } from "../app/content/phone-number";
import { designSlug } from "../app/content/slug";

(function () {
  "use strict";

  // A design the owner is still filling in may have no name yet, or an empty address field.
  function addressOf(design) {
    var own = design && typeof design.slug === "string" ? design.slug.trim() : "";
    return designSlug({ name: String((design && design.name) || ""), slug: own || undefined });
  }

  var sectionNames = { bridal: "Bridal", bespoke: "Bespoke" };

  /** What is wrong with the list of designs, in words for the owner; null when nothing is. */
  function designsProblem(designs) {
    var names = {};
    var slugs = {};
    for (var index = 0; index < designs.length; index += 1) {
      var design = designs[index] || {};
      var name = String(design.name || "").trim();
      var place = "Design " + (index + 1) + (name ? ' ("' + name + '")' : "");
      if (name === "") return place + " has no name.";
      var key = name.toLowerCase();
      if (names[key] !== undefined) {
        return (
          'Two designs are called "' +
          name +
          '" (designs ' +
          (names[key] + 1) +
          " and " +
          (index + 1) +
          "): give each design a name of its own."
        );
      }
      names[key] = index;
      var slug = addressOf(design);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        return (
          place + ': its page address must be lowercase letters, digits and dashes (not "' + slug + '").'
        );
      }
      if (slugs[slug] !== undefined) {
        return (
          place +
          ": its page address /collection/" +
          slug +
          " is design " +
          (slugs[slug] + 1) +
          "'s too: give one of them a kept address of its own."
        );
      }
      slugs[slug] = index;
      var photos = design.photos || [];
      for (var p = 0; p < photos.length; p += 1) {
        if (!photos[p] || String(photos[p].alt || "").trim() === "") {
          return place + ", photo " + (p + 1) + " has no alt text: describe what the photo shows.";
        }
      }
    }
    return null;
  }

  /*
   * Naming uploads. The editor's photo field opens its media library from a "Choose an image"
   * button; the library's file input hands the chosen files to the editor on `change`. Listening
   * first (capture, on the document), the files are given their new names before the editor reads
   * them. The design is the nearest element around the button with one name field in it; the
   * photo's number is its place among that design's photo fields.
   */
  var photoButton = null;
  document.addEventListener(
    "click",
    function (event) {
      var button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      var text = button.textContent.trim();
      if (/^Choose (an|different) image$/.test(text)) photoButton = button;
      else if (!button.closest('[class*="MediaLibrary"], [role="dialog"]')) photoButton = null;
    },
    true,
  );

  function designAround(element) {
    for (var node = element; node && node !== document.body; node = node.parentElement) {
      var names = node.querySelectorAll('input[id^="name-field-"]');
      if (names.length === 1) return { node: node, name: names[0].value };
      if (names.length > 1) return null;
    }
    return null;
  }

  function photoNumber(design, button) {
    var fields = Array.prototype.slice.call(design.node.querySelectorAll('label[for^="file-field-"]'));
    // The photo's own item: the nearest element around the button with one photo field in it.
    for (var node = button; node && node !== design.node; node = node.parentElement) {
      var inside = fields.filter(function (field) {
        return node.contains(field);
      });
      if (inside.length === 1) return fields.indexOf(inside[0]) + 1;
      if (inside.length > 1) break;
    }
    return fields.length;
  }

  /** The name a chosen file is uploaded under, or null to keep its own. */
  function uploadName(file) {
    if (!photoButton || !document.contains(photoButton)) return null;
    var extension = (/\.[a-z0-9]+$/i.exec(file.name) || [".jpg"])[0].toLowerCase();
    // The home page's and the About page's photos: "hero-<n>" and "about-<n>", as the build expects.
    var page = /\/entries\/(home|about)(?:[/?]|$)/.exec(location.hash);
    if (page) {
      var prefix = page[1] === "home" ? "hero" : "about";
      return prefix + "-" + photoNumber({ node: document.body }, photoButton) + extension;
    }
    var design = designAround(photoButton);
    var slug = design && addressOf({ name: design.name });
    if (!slug) return null;
    return slug + "-" + photoNumber(design, photoButton) + extension;
  }

  document.addEventListener(
    "change",
    function (event) {
      var input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      if (input.files.length !== 1 || typeof DataTransfer !== "function") return;
      var file = input.files[0];
      var name = uploadName(file);
      if (!name || name === file.name) return;
      var renamed = new DataTransfer();
      renamed.items.add(new File([file], name, { type: file.type, lastModified: file.lastModified }));
      input.files = renamed.files;
    },
    true,
  );

  /*
   * JSON written with its keys in the order the file had them. The editor keeps a file's data in a
   * map that, past eight keys, forgets their order, and would write "studio.json" shuffled: a diff
   * of every line for a one-word change. Reading a file notes the order of every object's keys,
   * by where it sits ("address", "designs.*.photos.*"); writing puts them back in that order (the
   * noted order with the most of the object's keys, so a new design is written like its
   * neighbours), then any new key in the editor's field order. The same text as before, byte for
   * byte, when nothing changed; 2 spaces and a final newline, as the site's files are kept.
   */
  var keyOrders = {};

  function noteOrder(value, at) {
    if (Array.isArray(value)) {
      value.forEach(function (item) {
        noteOrder(item, at + ".*");
      });
    } else if (value && typeof value === "object") {
      (keyOrders[at] = keyOrders[at] || []).push(Object.keys(value));
      Object.keys(value).forEach(function (key) {
        noteOrder(value[key], at + "." + key);
      });
    }
  }

  function inOrder(value, at, fieldOrder) {
    if (Array.isArray(value)) {
      return value.map(function (item) {
        return inOrder(item, at + ".*");
      });
    }
    if (!value || typeof value !== "object") return value;
    var keys = Object.keys(value);
    var best = fieldOrder || [];
    var bestCount = -1;
    (keyOrders[at] || []).forEach(function (order) {
      var count = order.filter(function (key) {
        return key in value;
      }).length;
      if (count > bestCount) {
        best = order;
        bestCount = count;
      }
    });
    var known = best.filter(function (key) {
      return key in value;
    });
    var rest = (fieldOrder || []).concat(keys).filter(function (key, index, all) {
      return key in value && known.indexOf(key) < 0 && all.indexOf(key) === index;
    });
    var ordered = {};
    known.concat(rest).forEach(function (key) {
      ordered[key] = inOrder(value[key], at + "." + key);
    });
    return ordered;
  }

  CMS.registerCustomFormat("json-in-order", "json", {
    fromFile: function (text) {
      var data = JSON.parse(text);
      noteOrder(data, "");
      return data;
    },
    toFile: function (data, fieldOrder) {
      return JSON.stringify(inOrder(data, "", fieldOrder), null, 2) + "\n";
    },
  });

  CMS.registerEventListener({
    name: "preSave",
    handler: function (event) {
      var entry = event.entry;
      if (entry.get("slug") === "studio") {
        // The field's pattern has let through only numbers this turns into the international form.
        return ["phone", "whatsapp"].reduce(function (data, field) {
          var number = internationalNumber(String(data.get(field) || ""));
          return number ? data.set(field, number) : data;
        }, entry.get("data"));
      }
      if (entry.get("slug") !== "designs") return undefined;
      var designs = entry.getIn(["data", "designs"]);
      var problem = designsProblem(designs && designs.toJS ? designs.toJS() : []);
      // Throwing stops the save; the editor shows the message and keeps everything typed.
      if (problem) throw new Error(problem);
      // A price or its line emptied in the editor is saved as "": no price ("Price on request").
      return entry.get("data").set(
        "designs",
        designs.map(function (design) {
          return ["price", "priceIncludes"].reduce(function (kept, field) {
            var value = kept.get(field);
            return value === "" || value === null ? kept.delete(field) : kept;
          }, design);
        }),
      );
    },
  });

  function imageUrl(getAsset, file) {
    if (!file) return null;
    var asset = getAsset(file);
    return asset ? asset.toString() : null;
  }

  var DesignsPreview = createClass({
    render: function () {
      var getAsset = this.props.getAsset;
      var designs = this.props.entry.getIn(["data", "designs"]);
      var all = designs && designs.toJS ? designs.toJS() : [];
      // As the collection page shows them: the bridal designs, then the bespoke ones, each in list order.
      var list = all
        .filter(function (design) {
          return design.section === "bridal";
        })
        .concat(
          all.filter(function (design) {
            return design.section !== "bridal";
          }),
        );
      return h(
        "main",
        { className: "preview" },
        h("p", { className: "eyebrow" }, "Our designs, as the collection shows them"),
        h(
          "div",
          { className: "grid" },
          list.map(function (design, index) {
            var cover = design.photos && design.photos[0];
            var src = cover ? imageUrl(getAsset, cover.file) : null;
            return h(
              "article",
              { className: "card", key: index },
              src
                ? h("img", { src: src, alt: cover.alt || "", className: "photo" })
                : h("div", { className: "photo empty" }, "No photo yet"),
              h("p", { className: "section" }, sectionNames[design.section] || "Choose a section"),
              h("h2", { className: "name" }, design.name || "A new design"),
              h("p", { className: "summary" }, design.summary || ""),
              h("p", { className: "address" }, "/collection/" + addressOf(design)),
            );
          }),
        ),
      );
    },
  });

  /** A number as the site will show it, or as typed while it is not one yet. */
  function published(number) {
    return internationalNumber(number) || number;
  }

  var StudioPreview = createClass({
    render: function () {
      var data = this.props.entry.get("data");
      var get = function (path) {
        var value = data && data.getIn(path);
        return value === undefined || value === null ? "" : String(value);
      };
      return h(
        "main",
        { className: "preview" },
        h("p", { className: "eyebrow" }, "The footer, the contact page and every page's contact button"),
        h("h1", { className: "studio" }, get(["name"])),
        h("p", { className: "summary" }, get(["tagline"])),
        h(
          "dl",
          { className: "details" },
          h("dt", null, "Call"),
          h("dd", null, published(get(["phone"]))),
          h("dt", null, "WhatsApp"),
          h("dd", null, published(get(["whatsapp"]))),
          h("dt", null, "E-mail"),
          h("dd", null, get(["email"])),
          h("dt", null, "Instagram"),
          h("dd", null, "@" + get(["instagram"])),
          h("dt", null, "Address"),
          h(
            "dd",
            null,
            [get(["address", "area"]), get(["address", "city"]), get(["address", "region"])]
              .filter(Boolean)
              .join(", "),
          ),
        ),
      );
    },
  });

  CMS.registerPreviewStyle("/admin/parts/preview.css");
  CMS.registerPreviewTemplate("designs", DesignsPreview);
  CMS.registerPreviewTemplate("studio", StudioPreview);
})();
