/**
 * The generator's check on the alt texts it finds in the content: every image it draws must be
 * used by the content, and every place that uses it must describe it in one sentence.
 */
import type { ImageSpec } from "./art/catalog";
import type { ContentImages } from "./content-images";

/** One sentence of 8–20 words: long enough to describe the garment, short enough to listen to. */
export function altTextProblem(alt: string): string | undefined {
  const text = alt.trim();
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < 8 || words > 20) return `should have 8–20 words, has ${words}`;
  if (!text.endsWith(".")) return "should end with a full stop";
  if (/[.!?]\s/.test(text)) return "should be one sentence";
  return undefined;
}

/** Everything to fix before drawing, one line each, naming the content module to edit. */
export function altProblems(drawn: readonly Pick<ImageSpec, "file">[], content: ContentImages): string[] {
  const problems = content.withoutAlt.map(
    (file) => `${file}: imported by the content without an alt text beside it`,
  );
  for (const { file } of drawn) {
    const uses = content.photos.filter((photo) => photo.file === file);
    if (uses.length === 0 && !content.withoutAlt.includes(file)) {
      problems.push(`${file}: drawn here but not used by the content`);
    }
    for (const use of uses) {
      const problem = altTextProblem(use.alt);
      if (problem !== undefined) problems.push(`${file} in ${use.module}: the alt text ${problem}`);
    }
  }
  return problems;
}
