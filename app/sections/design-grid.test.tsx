import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CardDesign } from "~/lib/collection";
import { stubReducedMotion } from "~/test-setup";
import { DesignGrid } from "./design-grid";

const design = (slug: string): CardDesign => ({
  photoCount: 3,
  slug,
  name: `Design ${slug}`,
  summary: "A gown.",
  photos: ["a", "b", "c"].map((n) => ({
    image: {
      sources: { avif: `/${slug}-${n}.avif 360w`, webp: `/${slug}-${n}.webp 360w` },
      img: { src: `/${slug}-${n}.webp`, w: 360, h: 450 },
    },
    alt: `Photo ${n} of ${slug}`,
  })),
});

const more = {
  url: "/collection/designs.json",
  key: "bridal" as const,
  label: "Show all {count} designs",
  loading: "Loading designs…",
  failed: "The designs could not be loaded. Check your connection and try again.",
};

function renderGrid(total: number, shown: CardDesign[]) {
  stubReducedMotion(false);
  return render(
    <MemoryRouter>
      <DesignGrid
        id="bridal"
        heading="Bridal Collections"
        intro="Gowns."
        section={{ designs: shown, total }}
        photosUrl="/collection/photos.json"
        more={more}
      />
    </MemoryRouter>,
  );
}

describe("DesignGrid", () => {
  it("shows every design as an article with its name, and no button when all are shown", () => {
    renderGrid(2, [design("one"), design("two")]);
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByRole("heading", { name: "Design one" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /show all/i })).not.toBeInTheDocument();
  });

  it("loads the rest of a large section when asked", async () => {
    const all = { bridal: [design("one"), design("two"), design("three")], bespoke: [] };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json(all)));
    renderGrid(3, [design("one")]);
    await userEvent.click(screen.getByRole("button", { name: "Show all 3 designs" }));
    expect(await screen.findByRole("heading", { name: "Design three" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(fetch).toHaveBeenCalledWith("/collection/designs.json", expect.anything());
    // The cards that arrived link to their pages like the first ones.
    for (const slug of ["one", "two", "three"]) {
      const card = screen.getByRole("article", { name: `Design ${slug}` });
      const [link, ...others] = within(card).getAllByRole("link");
      expect(others).toEqual([]);
      expect(link).toHaveAccessibleName(`Design ${slug}`);
      expect(link).toHaveAttribute("href", `/collection/${slug}`);
    }
  });

  it("says so, and keeps what is shown, when the rest cannot be loaded", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderGrid(3, [design("one")]);
    await userEvent.click(screen.getByRole("button", { name: "Show all 3 designs" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The designs could not be loaded.");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(log).toHaveBeenCalled();
  });
});
