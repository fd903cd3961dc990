import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import type { CardDesign } from "~/lib/collection";
import { stubReducedMotion } from "~/test-setup";
import { DesignGrid } from "./design-grid";

const img = { src: "/cover.webp", w: 360, h: 450 };
const design = (slug: string): CardDesign => ({
  photoCount: 1,
  slug,
  name: `Design ${slug}`,
  summary: "A gown.",
  photos: [
    { image: { sources: { avif: `/${slug}.avif`, webp: `/${slug}.webp` }, img }, alt: `Photo of ${slug}` },
  ],
});

const more = {
  url: "/collection/designs.json",
  key: "bridal" as const,
  label: "Show all {count} designs",
  loading: "Loading designs…",
  failed: "The designs could not be loaded. Check your connection and try again.",
};

/** The section with `shown` of its `total` designs; "Show all" answered by `answer`. */
async function renderGrid(total: number, shown: CardDesign[], answer?: () => Promise<Response>) {
  stubReducedMotion(false);
  vi.stubGlobal("fetch", vi.fn(answer));
  render(
    <MemoryRouter>
      <DesignGrid
        {...{ id: "bridal", heading: "Bridal", intro: "Gowns.", photosUrl: "/p.json", more }}
        section={{ designs: shown, total }}
      />
    </MemoryRouter>,
  );
  if (answer) await userEvent.click(screen.getByRole("button", { name: `Show all ${total} designs` }));
}

it("shows every design as an article with its name, and no button when all are shown", async () => {
  await renderGrid(2, [design("one"), design("two")]);
  const names = screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
  expect(names).toEqual(["Design one", "Design two"]);
  expect(screen.queryByRole("button", { name: /show all/i })).toBeNull();
  // One photo each: nothing moves, so nothing to pause.
  expect(screen.queryByRole("button", { name: /motion/i })).toBeNull();
});

it("loads the rest of a large section when asked, each card linking to its page like the first", async () => {
  const all = { bridal: [design("one"), design("two"), design("three")], bespoke: [] };
  await renderGrid(3, [design("one")], async () => Response.json(all));
  expect(await screen.findByRole("heading", { name: "Design three" })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith("/collection/designs.json", expect.anything());
  const links = screen.getAllByRole("article").map((card) => within(card).getAllByRole("link"));
  expect(links.map((link) => link.map((one) => one.getAttribute("href")))).toEqual(
    ["one", "two", "three"].map((slug) => [`/collection/${slug}`]),
  );
});

it("says so, and keeps what is shown, when the rest cannot be loaded", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await renderGrid(3, [design("one")], () => Promise.reject(new TypeError("Failed to fetch")));
  expect(await screen.findByRole("alert")).toHaveTextContent("The designs could not be loaded.");
  expect(screen.getAllByRole("article")).toHaveLength(1);
  expect(log).toHaveBeenCalled();
});
