import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render right after.
 * Controls that only script can drive stay out of sight until then, so none looks live while dead.
 *
 * The component that calls it renders again, with its whole subtree, right after hydration: call it
 * in the small part that changes, or use `<Hydrated>` inside a large one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The class names for a control only script can drive: `until-hydrated` added (out of sight, in
 * its place) while `hydrated` is false, falsy names left out.
 */
export function untilHydrated(
  hydrated: boolean,
  ...classNames: (string | false | null | undefined)[]
): string {
  return [...classNames, !hydrated && "until-hydrated"].filter(Boolean).join(" ");
}

/**
 * `useHydrated` for one part of a larger component: only what `children` returns renders again
 * when the framework takes over, not the component around it (a grid of cards, a form's fields).
 */
export function Hydrated({ children }: { children: (hydrated: boolean) => ReactNode }): ReactNode {
  return children(useHydrated());
}
