import { act, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardDesign } from "~/lib/collection";
import { stubReducedMotion } from "~/test-setup";
import { DesignCard } from "./design-card";

const photo = (n: number) => ({
  image: {
    sources: { avif: `/p${n}.avif 360w`, webp: `/p${n}.webp 360w` },
    img: { src: `/p${n}.webp`, w: 360, h: 450 },
  },
  alt: `Adunni gown, view ${n}`,
});

const coverOnly: CardDesign = {
  slug: "adunni",
  name: "Adunni",
  summary: "Ivory ball gown.",
  photos: [photo(1)],
  photoCount: 3,
};

const inRouter = (card: ReactElement) => render(<MemoryRouter>{card}</MemoryRouter>);

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe("DesignCard", () => {
  it("arrives with its cover, fetches the rest of its photos once, and shows the second after 8 s", async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ adunni: [photo(1), photo(2), photo(3)] }));
    vi.stubGlobal("fetch", fetchMock);
    inRouter(<DesignCard design={coverOnly} photosUrl="/collection/photos.json" />);
    expect(screen.getByRole("article", { name: "Adunni" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Adunni gown, view 1" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByRole("img", { name: "Adunni gown, view 2" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Adunni gown, view 1" })).not.toBeInTheDocument();
  });

  it("is one link to the design's page, named by the design's name alone and described by its line, and keeps rotating inside it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(Response.json({ adunni: [photo(1), photo(2), photo(3)] })),
    );
    inRouter(<DesignCard design={coverOnly} photosUrl="/collection/card-link-photos.json" />);
    const card = screen.getByRole("article", { name: "Adunni" });
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveAccessibleName("Adunni");
    expect(link).toHaveAttribute("href", "/collection/adunni");
    // Photo and name are inside it; the line is outside it, as its description, so all the text the
    // link shows is its name (WCAG 2.5.3). Its box still covers the whole card (checked in a browser).
    expect(link).toContainElement(screen.getByRole("img", { name: "Adunni gown, view 1" }));
    expect(link).toContainElement(screen.getByRole("heading", { name: "Adunni" }));
    expect(link).toHaveTextContent(/^Adunni$/);
    expect(link).toHaveAccessibleDescription("Ivory ball gown.");
    expect(card).toHaveTextContent("Ivory ball gown.");
    expect(within(card).queryAllByRole("button")).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(within(link!).getByRole("img", { name: "Adunni gown, view 2" })).toBeInTheDocument();
  });

  it("keeps showing its cover when the photos cannot be fetched", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    inRouter(
      <DesignCard design={{ ...coverOnly, slug: "ayoka" }} photosUrl="/collection/other-photos.json" />,
    );
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByRole("img", { name: "Adunni gown, view 1" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
