import { occasionPath, paths } from "~/lib/paths";
import { CollectionJump } from "./collection-jump";

export interface OccasionNavProps {
  label: string;
  all: string;
  occasions: readonly { id: string; label: string }[];
  /** How many designs in all, and for each occasion in the same order; one with none has no link. */
  counts: { all: number; each: readonly number[] };
  /** The occasion whose page this is; none on the full collection. */
  current?: string;
}

// Each occasion is a page of its own, so the links work without script and can be shared.
export function OccasionNav({ label, all, occasions, counts, current }: OccasionNavProps) {
  const found = occasions
    .map((occasion, position) => ({ ...occasion, count: counts.each[position] ?? 0 }))
    .filter((occasion) => occasion.count > 0);
  return (
    <CollectionJump
      id="occasions"
      label={label}
      showLabel
      links={[
        { href: paths.collection, label: all, count: counts.all, current: current === undefined },
        ...found.map((occasion) => ({
          href: occasionPath(occasion.id),
          label: occasion.label,
          count: occasion.count,
          current: occasion.id === current,
        })),
      ]}
    />
  );
}
