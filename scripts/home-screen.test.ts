import { describe, expect, it } from "vitest";
import { webManifest } from "./home-screen";

const colours = {
  ivory: "#faf6ef",
  indigo: "#1c2451",
  "indigo-deep": "#121838",
  gold: "#b08d57",
  "gold-light": "#dcc7a1",
};

describe("the web app manifest", () => {
  const manifest = JSON.parse(webManifest({ name: "Ivory & Adire", blurb: "A studio." }, colours)) as {
    name: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it("names the studio and opens standalone on the brand's ivory", () => {
    expect(manifest).toMatchObject({ name: "Ivory & Adire", display: "standalone", theme_color: "#faf6ef" });
  });

  it("lists 192 and 512 pixel icons and a maskable one", () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });
});
