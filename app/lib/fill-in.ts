export function fillIn(line: string, values: Readonly<Record<string, string | number>>): string {
  return line.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
