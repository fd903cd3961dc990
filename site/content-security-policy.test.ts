import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, formActionOrigins, hashInlineElements } from "./content-security-policy";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashInlineElements", () => {
  it("hashes each inline script's exact text and skips scripts loaded by src", () => {
    const html = [
      '<script type="module" src="/assets/app.js"></script>',
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/x.js";</script>',
      "<SCRIPT>upper()</SCRIPT >",
    ].join("");
    expect(hashInlineElements(html).scripts).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/x.js";'),
      sha256("upper()"),
    ]);
  });

  it("hashes the text the browser sees: CRLF and CR read as LF", () => {
    const { scripts } = hashInlineElements("<script>a();\r\nb();\rc();</script>");
    expect(scripts).toEqual([sha256("a();\nb();\nc();")]);
  });

  it("reads attributes that contain > inside quotes", () => {
    const { scripts } = hashInlineElements('<script data-note="a > b">run()</script>');
    expect(scripts).toEqual([sha256("run()")]);
  });

  it("does not mistake an attribute named like src for src", () => {
    const { scripts } = hashInlineElements('<script data-src="x">run()</script>');
    expect(scripts).toEqual([sha256("run()")]);
  });

  it("keeps non-ASCII text as UTF-8, as browsers hash it", () => {
    const { scripts } = hashInlineElements("<script>say('Àdìrẹ 💍')</script>");
    expect(scripts).toEqual([sha256("say('Àdìrẹ 💍')")]);
  });

  it("hashes inline styles separately and lists a repeated element once", () => {
    const hashes = hashInlineElements("<style>a{}</style><script>x()</script><script>x()</script>");
    expect(hashes).toEqual({ scripts: [sha256("x()")], styles: [sha256("a{}")] });
  });

  it("hashes an empty inline script, which the browser also checks", () => {
    expect(hashInlineElements("<script></script>").scripts).toEqual([sha256("")]);
  });
});

describe("formActionOrigins", () => {
  it("names the origins a page's forms post to, once each", () => {
    const html = `<form method="post" action="https://formsubmit.co/abc"></form>
      <form action='https://forms.example:8443/x?a=1&amp;b=2' class="x"></form>
      <form data-note="a > b" action="https://formsubmit.co/ajax/abc"></form>`;
    expect(formActionOrigins(html)).toEqual(["https://formsubmit.co", "https://forms.example:8443"]);
  });

  it("leaves out relative actions (the site itself) and what is not an address", () => {
    expect(formActionOrigins('<form action="/studio"></form><form action="javascript:x()"></form>')).toEqual(
      [],
    );
    expect(formActionOrigins('<form method=post></form><p>action="https://x.example"</p>')).toEqual([]);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("lets the forms post to, and the order form call, the configured service only", () => {
    const policy = buildContentSecurityPolicy(undefined, ["https://formsubmit.co"]).split("; ");
    expect(policy).toContain("connect-src 'self' https://formsubmit.co");
    expect(policy).toContain("form-action 'self' https://formsubmit.co");
  });

  it("without hashes is the site's base policy", () => {
    expect(buildContentSecurityPolicy()).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "frame-src https://www.openstreetmap.org",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("adds script and style hashes to their own directives only", () => {
    const policy = buildContentSecurityPolicy({ scripts: ["'sha256-s'"], styles: ["'sha256-t'"] });
    expect(policy).toContain("script-src 'self' 'sha256-s';");
    expect(policy).toContain("style-src 'self' 'sha256-t';");
    expect(policy.match(/sha256-/g)).toHaveLength(2);
  });
});
