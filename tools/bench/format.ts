/** How figures are written in the report. 1 KB = 1024 bytes, as in Lighthouse's own report (KiB). */
export const kilobyte = 1024;

export function kb(bytes: number): string {
  return `${(bytes / kilobyte).toFixed(1)} KB`;
}

export function secondsFromMs(ms: number): string {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "–";
}

export function wholeMs(ms: number): string {
  return Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–";
}

/** "42.3 s", or "12 min 5 s" for long builds. */
export function seconds(value: number): string {
  if (value < 120) return `${value.toFixed(1)} s`;
  const whole = Math.round(value);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export function percentChange(before: number, after: number): string {
  if (before === 0) return "–";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)}%`;
}

/** The first `textColumns` columns are left-aligned labels; the rest are right-aligned figures. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = 1,
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, index) => (index < textColumns ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/** Progress goes to stderr, so stdout carries only the report (`npm run bench > report.md`). */
export function progress(message: string): void {
  console.error(message);
}
