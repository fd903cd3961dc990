/**
 * The share previews: for each entry of app/lib/share-images.ts, a 1200×630 JPEG of the studio's
 * name and the page's title in the site's own typefaces on indigo, beside the page's main photo,
 * written to /share/<name>.jpg. What each shows comes from the content (share-images-content.ts).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { type ShareImageName, shareImagePath, shareImageSize, shareLine } from "../app/lib/share-images";
import { type BrandColours, readBrandColours } from "./brand-tokens";
import { loadContent, projectDir } from "./load-content";
import type * as ShareContent from "./share-images-content";
import type { SharePreviewContent } from "./share-images-content";
import { brandFaces, type BrandFace, unpackFaces } from "./share-images-font";

/** Chat apps fetch the preview over the visitor's connection; WhatsApp skips images much larger. */
export const shareImageMaxBytes = 300_000;

const { width, height } = shareImageSize;
const photoWidth = 500;
const panelWidth = width - photoWidth;
const margin = 76;
const textWidth = panelWidth - 2 * margin;

/** Pango markup needs its three special characters escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Two lines of even length, broken at the space nearest the middle, rather than one long and one short. */
export function breakNearMiddle(text: string): string {
  const middle = text.length / 2;
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  const best = spaces.reduce<number | undefined>(
    (nearest, index) =>
      nearest === undefined || Math.abs(index - middle) < Math.abs(nearest - middle) ? index : nearest,
    undefined,
  );
  return best === undefined ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/** The studio's name with its ampersand in gold, as the brand sets it. */
export function nameMarkup(name: string, gold: string): string {
  return escapeMarkup(name).replace(/&amp;/g, `<span foreground="${gold}">&amp;</span>`);
}

/** The site's address without its scheme, as a preview's footer prints it. */
export function displayHost(siteUrl: string): string {
  return new URL(siteUrl).host;
}

interface TextBlock {
  markup: string;
  face: BrandFace;
  size: number;
  colour: string;
  /** Letter spacing in ems, for the small capitals. */
  tracking?: number;
}

type FontFiles = Record<keyof typeof brandFaces, string>;

/** Renders one block of text (wrapped to the panel's width) to a transparent PNG. */
async function renderText(
  block: TextBlock,
  fontFiles: FontFiles,
): Promise<{ input: Buffer; height: number }> {
  const key = (Object.keys(brandFaces) as (keyof typeof brandFaces)[]).find(
    (name) => brandFaces[name] === block.face,
  );
  if (!key) throw new Error(`No font file for ${block.face.family}.`);
  const spacing = block.tracking ? ` letter_spacing="${Math.round(block.tracking * block.size * 1024)}"` : "";
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${block.colour}"${spacing}>${block.markup}</span>`,
      font: `${block.face.family},${block.face.italic ? " Italic" : ""} ${block.size}px`,
      fontfile: fontFiles[key],
      width: textWidth,
      wrap: "word",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

/** The frame, the brand mark and the gold rules, drawn once as SVG over the indigo panel. */
function ornamentSvg(colours: BrandColours, ruleTop: number): Buffer {
  const inset = 28;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${inset}" y="${inset}" width="${panelWidth - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="${colours.gold}" stroke-opacity="0.55" stroke-width="1.5"/>` +
      `<circle cx="${margin + 22}" cy="${margin + 22}" r="20" fill="none" stroke="${colours["gold-light"]}" stroke-width="3" stroke-dasharray="3 4"/>` +
      `<circle cx="${margin + 22}" cy="${margin + 22}" r="9" fill="${colours.ivory}"/>` +
      `<rect x="${margin}" y="${ruleTop}" width="72" height="2" fill="${colours.gold}"/>` +
      `<rect x="${panelWidth - 3}" y="0" width="3" height="${height}" fill="${colours.gold}"/>` +
      `</svg>`,
  );
}

/** Everything one preview prints and shows. */
export interface ShareCard extends SharePreviewContent {
  eyebrow: string;
  studioName: string;
  siteUrl: string;
}

/** Draws one preview as a JPEG. */
export async function drawSharePreview(
  card: ShareCard,
  colours: BrandColours,
  fontFiles: FontFiles,
): Promise<Buffer> {
  const lineText = shareLine(card.title, card.studioName);
  const lineBlock = { face: brandFaces.displayItalic, size: 46, colour: colours.ivory };
  const [eyebrow, name, oneLine, host] = await Promise.all(
    [
      {
        markup: escapeMarkup(card.eyebrow.toUpperCase()),
        face: brandFaces.body,
        size: 17,
        colour: colours["gold-light"],
        tracking: 0.22,
      },
      {
        markup: nameMarkup(card.studioName, colours.gold),
        face: brandFaces.display,
        size: 92,
        colour: colours.ivory,
      },
      { markup: escapeMarkup(lineText), ...lineBlock },
      {
        markup: escapeMarkup(displayHost(card.siteUrl).toUpperCase()),
        face: brandFaces.body,
        size: 15,
        colour: colours["gold-light"],
        tracking: 0.18,
      },
    ].map((block) => renderText(block, fontFiles)),
  );
  if (!eyebrow || !name || !oneLine || !host) throw new Error("A share preview's text did not render.");
  // A title too long for one line is set again in two even lines.
  const wrapped = oneLine.height > lineBlock.size * 1.8;
  const line = wrapped
    ? await renderText({ markup: escapeMarkup(breakNearMiddle(lineText)), ...lineBlock }, fontFiles)
    : oneLine;

  // The eyebrow, name, rule and line sit as one block, centred between the brand mark and the footer.
  const gaps = { eyebrow: 14, rule: 26 };
  const blockHeight = eyebrow.height + gaps.eyebrow + name.height + gaps.rule + 2 + gaps.rule + line.height;
  const blockTop = Math.round((height - blockHeight) / 2) + 8;
  const nameTop = blockTop + eyebrow.height + gaps.eyebrow;
  const ruleTop = nameTop + name.height + gaps.rule;
  const lineTop = ruleTop + 2 + gaps.rule;

  const photo = await sharp(path.join(projectDir, card.photo))
    .resize(photoWidth, height, { fit: "cover", position: "centre" })
    .toBuffer();
  const layers: OverlayOptions[] = [
    { input: photo, left: panelWidth, top: 0 },
    { input: ornamentSvg(colours, ruleTop), left: 0, top: 0 },
    { input: eyebrow.input, left: margin, top: blockTop },
    { input: name.input, left: margin - 4, top: nameTop },
    { input: line.input, left: margin, top: lineTop },
    { input: host.input, left: margin, top: height - margin - host.height + 14 },
  ];
  return sharp({ create: { width, height, channels: 3, background: colours.indigo } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Writes every preview into the build; returns their paths relative to `clientDir`. */
export async function writeShareImages(clientDir: string, siteUrl: string): Promise<string[]> {
  const [{ sharePreviews, shareEyebrow, studioName }, colours, fontFiles] = await Promise.all([
    loadContent<typeof ShareContent>("scripts/share-images-content.ts"),
    readBrandColours(),
    unpackFaces(brandFaces),
  ]);
  const written: string[] = [];
  for (const [name, preview] of Object.entries(sharePreviews) as [ShareImageName, SharePreviewContent][]) {
    const card = { ...preview, eyebrow: shareEyebrow, studioName, siteUrl };
    const jpeg = await drawSharePreview(card, colours, fontFiles);
    if (jpeg.length > shareImageMaxBytes) {
      throw new Error(`The share preview "${name}" is ${jpeg.length} bytes, over ${shareImageMaxBytes}.`);
    }
    const file = path.join(clientDir, shareImagePath(name));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, jpeg);
    written.push(path.relative(clientDir, file));
  }
  return written;
}
