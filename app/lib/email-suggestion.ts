/** The providers most customers use; a near miss of one is most likely a slip of the thumb. */
const providers = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com"];

/** Real addresses a near-miss test would "correct" (ymail.com is one letter from gmail.com). */
const genuine = new Set(["mail.com", "ymail.com", "email.com", "live.com", "aol.com", "me.com"]);

/** Edits (insert, delete, change, swap two neighbours) from one word to the other. */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        cells[i * width + j] = i + j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      cells[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

export interface EmailCheck {
  /** No dot after the @ (`adeola@gmail`): no such address can receive mail. */
  incomplete: boolean;
  /** The address most likely meant, when it differs from the one typed. */
  suggestion: string | null;
}

/** Null for an address with nothing to say about, or one the browser's own check refuses. */
export function checkEmail(typed: string): EmailCheck | null {
  const address = typed.trim();
  const at = address.lastIndexOf("@");
  if (at < 1 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  const incomplete = !domain.includes(".");
  if (providers.includes(domain) || genuine.has(domain)) return null;
  // Without a dot, only the provider's name was typed: it is compared without the ".com".
  const distance = (provider: string) =>
    editDistance(domain, incomplete ? provider.slice(0, provider.indexOf(".")) : provider);
  const [closest] = providers
    .map((provider) => ({ provider, edits: distance(provider) }))
    .sort((a, b) => a.edits - b.edits);
  const near = closest && closest.edits <= (incomplete ? 1 : 2) ? `${local}@${closest.provider}` : null;
  if (!incomplete && !near) return null;
  return { incomplete, suggestion: near };
}
