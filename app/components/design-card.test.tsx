import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { stubReducedMotion } from "~/test-setup";
import { DesignCard } from "./design-card";

const photo = (n: number) => {
  const sources = { avif: `/p${n}.avif 360w`, webp: `/p${n}.webp 360w` };
  return { image: { sources, img: { src: `/p${n}.webp`, w: 360, h: 450 } }, alt: `Adunni gown, view ${n}` };
};
const design = {
  slug: "adunni",
  name: "Adunni",
  summary: "Ivory ball gown.",
  photos: [photo(1)],
  photoCount: 3,
};

/** Renders the card, its photos fetched (once per address) by `answer`. */
function renderCard(photosUrl: string, answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  render(
    <MemoryRouter>
      <DesignCard design={design} photosUrl={photosUrl} />
    </MemoryRouter>,
  );
}
const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

it("is one link to the design's page, named by its name alone and described by its line", () => {
  renderCard("/collection/card-link-photos.json", () => new Promise(() => {}));
  const card = screen.getByRole("article", { name: "Adunni" });
  const [link, ...others] = within(card).getAllByRole("link");
  expect(others).toEqual([]);
  expect(link).toHaveAttribute("href", "/collection/adunni");
  // The line is its description, outside it, so all the text the link shows is its name (WCAG 2.5.3).
  expect(link).toContainElement(screen.getByRole("img", { name: "Adunni gown, view 1" }));
  expect(link).toHaveAccessibleName("Adunni");
  expect(link).toHaveTextContent(/^Adunni$/);
  expect(link).toHaveAccessibleDescription("Ivory ball gown.");
  expect(within(card).queryAllByRole("button")).toEqual([]);
  // A design without a price still says something about it.
  expect(within(card).getByText("Price on request")).toBeInTheDocument();
});

it("arrives with its cover, fetches the rest of its photos once, and shows the second after 8 s", async () => {
  renderCard("/collection/photos.json", async () => Response.json({ adunni: [1, 2, 3].map(photo) }));
  await after(0);
  expect(fetch).toHaveBeenCalledTimes(1);
  await after(8000);
  const second = screen.getByRole("img", { name: "Adunni gown, view 2" });
  expect(screen.getByRole("link", { name: "Adunni" })).toContainElement(second);
  expect(screen.queryByRole("img", { name: "Adunni gown, view 1" })).toBeNull();
});

it("keeps showing its cover when the photos cannot be fetched", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  renderCard("/collection/other-photos.json", () => Promise.reject(new TypeError("Failed to fetch")));
  await after(8000);
  expect(screen.getByRole("img", { name: "Adunni gown, view 1" })).toBeInTheDocument();
  expect(warn).toHaveBeenCalled();
});
