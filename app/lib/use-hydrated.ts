import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

// False until React has hydrated, so controls only script can drive stay hidden until they work.
// The caller re-renders its whole subtree after hydration: in a large component use <Hydrated>.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function untilHydrated(
  hydrated: boolean,
  ...classNames: (string | false | null | undefined)[]
): string {
  return [...classNames, !hydrated && "until-hydrated"].filter(Boolean).join(" ");
}

// Only what `children` returns re-renders after hydration, not the component around it.
export function Hydrated({ children }: { children: (hydrated: boolean) => ReactNode }): ReactNode {
  return children(useHydrated());
}
