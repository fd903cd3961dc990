import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { designIndex } from "../../app/content/design-index";
import { designPath, indexedPaths, paths } from "../../app/lib/paths";
import { elementsNamed, readHtml } from "../../site/html-page";
import * as shapes from "../support/structured-data-shapes";
import { clientDir, pageFile } from "./support";

function structuredData(route: string): Record<string, unknown>[] {
  return elementsNamed(readHtml(readFileSync(path.join(clientDir, pageFile(route)), "utf8")), "script")
    .filter((script) => script.attributes.type === "application/ld+json")
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

/** The pages a breadcrumb's items lead to. */
const crumbs = (trail: Record<string, unknown> | undefined) =>
  ((trail?.itemListElement ?? []) as { item: string }[]).map(({ item }) => new URL(item).pathname);

it("the home page describes the studio as a local business, with its place, hours and prices", () => {
  const [studio, ...others] = structuredData(paths.home);
  expect(others).toEqual([]);
  expect(shapes.localBusinessProblems(studio ?? {})).toEqual([]);
});

it.each(indexedPaths.filter((route) => route !== paths.home))(
  "%s carries a breadcrumb from the home page to itself",
  (route) => {
    const [trail, ...others] = structuredData(route);
    expect(others).toEqual([]);
    expect(shapes.breadcrumbProblems(trail ?? {})).toEqual([]);
    expect(crumbs(trail)).toEqual(["/", route]);
  },
);

it.each(designIndex.map(({ slug, name, price }) => [designPath(slug), name, price] as const))(
  "%s describes its design as a creative work with its photos and starting price, under the collection",
  (route, name, price) => {
    const [trail, work, ...others] = structuredData(route);
    expect(others).toEqual([]);
    expect(shapes.breadcrumbProblems(trail ?? {})).toEqual([]);
    expect(crumbs(trail)).toEqual(["/", paths.collection, route]);
    expect(shapes.creativeWorkProblems(work ?? {})).toEqual([]);
    expect(work).toMatchObject({ name, url: expect.stringMatching(new RegExp(`${route}$`)) });
    expect(work?.offers).toEqual(price === undefined ? undefined : expect.objectContaining({ price }));
    for (const image of (work?.image ?? []) as string[])
      expect(existsSync(path.join(clientDir, new URL(image).pathname)), image).toBe(true);
  },
);
