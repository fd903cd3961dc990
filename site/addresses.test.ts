import { expect, it } from "vitest";
import { addressesOf, siteSegments } from "./addresses";

// Raw paths, the way they could arrive if a proxy or another router did not normalise the URL first.
it.each([
  ["/", []],
  ["/about/", ["about"]],
  ["//assets//app.js", ["assets", "app.js"]],
  ["/caf%C3%A9", ["café"]],
  ["/.well-known/security.txt", [".well-known", "security.txt"]],
])("%s is the site's file at %j", (urlPath, segments) => {
  expect(siteSegments(urlPath)).toEqual(segments);
});

it.each(
  "/../secret /a/../../secret /%2e%2e/secret /a%2f..%2fb /a%5cb /a%00 /%E0%A4%A /.git/config /.".split(" "),
)("%s is refused", (urlPath) => {
  expect(siteSegments(urlPath)).toBeNull();
});

it.each([
  ["index.html", ["/", "/index.html"]],
  ["about/index.html", ["/about", "/about/", "/about/index.html"]],
  ["robots.txt", ["/robots.txt"]],
])("%s is served at %j", (file, addresses) => {
  expect(addressesOf(file)).toEqual(addresses);
});
