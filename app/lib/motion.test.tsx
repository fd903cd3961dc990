import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { stubReducedMotion } from "~/test-setup";
import { MotionProvider, useMotionSettings, useRotation, useTyping } from "./motion";

const wrapper = ({ children }: { children: ReactNode }) => <MotionProvider>{children}</MotionProvider>;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

it("moves to the next position after each delay, wraps around, and lets controls step both ways", () => {
  const { result } = renderHook(() => useRotation({ length: 3, delay: 8000 }), { wrapper });
  wait(7999);
  expect(result.current.index).toBe(0);
  wait(1);
  expect(result.current.index).toBe(1);
  wait(8000);
  wait(8000);
  expect(result.current.index).toBe(0);
  act(() => result.current.previous());
  expect(result.current.index).toBe(2);
  act(() => result.current.next());
  expect(result.current.index).toBe(0);
});

it("stands still for every block while the visitor prefers reduced motion, turned on or off with the page open", () => {
  const setting = Object.assign(new EventTarget(), { matches: true, media: "" });
  vi.stubGlobal("matchMedia", (query: string) => Object.assign(setting, { media: query }));
  const prefer = (reduce: boolean) =>
    act(() => {
      setting.matches = reduce;
      setting.dispatchEvent(new Event("change"));
    });
  const useBlock = () => useRotation({ length: 4, delay: 3000 });
  const { result } = renderHook(() => [useBlock(), useBlock()], { wrapper });
  const blocks = () => result.current.map((block) => [block.index, block.running]);
  wait(9000);
  expect(blocks()).toEqual(Array(2).fill([0, false]));
  prefer(false);
  wait(3000);
  expect(blocks()).toEqual(Array(2).fill([1, true]));
  prefer(true);
  wait(9000);
  expect(blocks()).toEqual(Array(2).fill([1, false]));
});

it("stops while the visitor has paused motion, and resumes after", () => {
  const { result } = renderHook(
    () => ({ rotation: useRotation({ length: 5, delay: 3000 }), settings: useMotionSettings() }),
    { wrapper },
  );
  act(() => result.current.settings.setPaused(true));
  wait(9000);
  expect(result.current.rotation.index).toBe(0);
  act(() => result.current.settings.setPaused(false));
  wait(3000);
  expect(result.current.rotation.index).toBe(1);
});

it("holds while hovered or focused", () => {
  function Rotating() {
    const { index, holdHandlers } = useRotation<HTMLDivElement>({ length: 4, delay: 1000 });
    return (
      <div data-testid="block" {...holdHandlers}>
        <button type="button">position {index}</button>
      </div>
    );
  }
  render(<Rotating />, { wrapper });
  fireEvent.mouseEnter(screen.getByTestId("block"));
  wait(5000);
  fireEvent.mouseLeave(screen.getByTestId("block"));
  wait(1000);
  act(() => screen.getByRole("button", { name: "position 1" }).focus());
  wait(5000);
  expect(screen.getByRole("button")).toHaveAccessibleName("position 1");
});

it("types the next phrase at 100 ms a character after a pause of 2 s on the first", () => {
  const useTyped = () => useTyping(["Woven", "Dyed"], { stepMs: 100, pauseMs: 2000 });
  const { result } = renderHook(useTyped, { wrapper });
  const typed = [result.current.text];
  for (const ms of [1999, 1, 100, 100, 100, 1999, 1]) {
    wait(ms);
    typed.push(result.current.text);
  }
  expect(typed).toEqual(["Woven", "Woven", "D", "Dy", "Dye", "Dyed", "Dyed", "W"]);
});
