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

export function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

export function percentChange(before: number, after: number): string {
  if (before === 0) return "–";
  const change = ((after - before) / before) * 100;
  return `${change >= 0 ? "+" : ""}${change.toFixed(1)}%`;
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, index) => (index === 0 ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}
