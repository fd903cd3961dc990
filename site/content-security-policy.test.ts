import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { buildContentSecurityPolicy, formActionOrigins, hashInlineElements } from "./content-security-policy";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

it.each([
  [
    "each inline script's exact text, not a script loaded by src",
    '<script type="module" src="/a.js"></script><script>a = 1;</script><script type="module" async="">import "/x.js";</script>',
    ["a = 1;", 'import "/x.js";'],
  ],
  ["a script however its tags are written", "<SCRIPT>upper()</SCRIPT >", ["upper()"]],
  [
    "the text the browser sees, CRLF and CR as LF",
    "<script>a();\r\nb();\rc();</script>",
    ["a();\nb();\nc();"],
  ],
  ["a script with an attribute named like src", '<script data-src="x">run()</script>', ["run()"]],
  ["non-ASCII text as UTF-8, as browsers hash it", "<script>say('Àdìrẹ 💍')</script>", ["say('Àdìrẹ 💍')"]],
  ["an empty script, which the browser also checks", "<script></script>", [""]],
])("hashes %s", (_, html, scripts) => {
  expect(hashInlineElements(html).scripts).toEqual(scripts.map(sha256));
});

it("hashes a repeated script once, and inline styles apart", () => {
  const html = "<style>a{}</style><script>x()</script><script>x()</script>";
  expect(hashInlineElements(html)).toEqual({ scripts: [sha256("x()")], styles: [sha256("a{}")] });
});

it("names the origins a page's forms post to, once each, and not the site itself or what is not an address", () => {
  const html = `<form method="post" action="https://formsubmit.co/abc"></form>
    <form action='https://forms.example:8443/x?a=1&amp;b=2' class="x"></form>
    <form data-note="a > b" action="https://formsubmit.co/ajax/abc"></form>
    <form action="/studio"></form><form action="javascript:x()"></form><form method=post></form>
    <p>action="https://x.example"</p>`;
  expect(formActionOrigins(html)).toEqual(["https://formsubmit.co", "https://forms.example:8443"]);
});

it("without hashes is the site's base policy", () => {
  expect(buildContentSecurityPolicy()).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
      "frame-src https://www.openstreetmap.org; connect-src 'self'; form-action 'self'; base-uri 'self'; " +
      "object-src 'none'; frame-ancestors 'none'",
  );
});

it("adds script and style hashes to their own directives only, and lets the forms post to and call the form service", () => {
  const hashes = { scripts: ["'sha256-s'"], styles: ["'sha256-t'"] };
  const policy = buildContentSecurityPolicy(hashes, ["https://formsubmit.co"]);
  const service = "'self' https://formsubmit.co";
  const wanted = ["script-src 'self' 'sha256-s'", "style-src 'self' 'sha256-t'", `connect-src ${service}`];
  for (const directive of [...wanted, `form-action ${service}`])
    expect(policy.split("; ")).toContain(directive);
  expect(policy.match(/sha256-/g)).toHaveLength(2);
});
