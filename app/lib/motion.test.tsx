import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubReducedMotion } from "~/test-setup";
import { MotionProvider, typingSteps, useMotionSettings, useRotation, useTyping } from "./motion";

const wrapper = ({ children }: { children: ReactNode }) => <MotionProvider>{children}</MotionProvider>;

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe("useRotation", () => {
  it("moves to the next position after each delay and wraps around", () => {
    const { result } = renderHook(() => useRotation({ length: 3, delay: 8000 }), { wrapper });
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(7999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(8000));
    act(() => vi.advanceTimersByTime(8000));
    expect(result.current.index).toBe(0);
  });

  it("does not move at all when the visitor prefers reduced motion", () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useRotation({ length: 3, delay: 3000 }), { wrapper });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it("stops every block when the visitor turns on reduced motion with the page open, and resumes when it is off", () => {
    const setting = Object.assign(new EventTarget(), { matches: false, media: "" });
    vi.stubGlobal("matchMedia", (query: string) => Object.assign(setting, { media: query }));
    const { result } = renderHook(
      () => [useRotation({ length: 4, delay: 3000 }), useRotation({ length: 4, delay: 3000 })],
      { wrapper },
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.map((block) => block.index)).toEqual([1, 1]);
    act(() => {
      setting.matches = true;
      setting.dispatchEvent(new Event("change"));
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.map((block) => [block.index, block.running])).toEqual([
      [1, false],
      [1, false],
    ]);
    act(() => {
      setting.matches = false;
      setting.dispatchEvent(new Event("change"));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.map((block) => block.index)).toEqual([2, 2]);
  });

  it("stops for every block while the visitor has paused motion, and resumes after", () => {
    const { result } = renderHook(
      () => ({ rotation: useRotation({ length: 5, delay: 3000 }), settings: useMotionSettings() }),
      { wrapper },
    );
    act(() => result.current.settings.setPaused(true));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.rotation.index).toBe(0);
    act(() => result.current.settings.setPaused(false));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.rotation.index).toBe(1);
  });

  it("holds while hovered or focused", () => {
    function Rotating() {
      const { index, holdHandlers } = useRotation<HTMLDivElement>({ length: 4, delay: 1000 });
      return (
        <div data-testid="block" {...holdHandlers}>
          <button type="button">control</button>
          <p>position {index}</p>
        </div>
      );
    }
    render(<Rotating />, { wrapper });
    fireEvent.mouseEnter(screen.getByTestId("block"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("position 0")).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId("block"));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("position 1")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "control" }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("position 1")).toBeInTheDocument();
  });

  it("lets controls step back and forth, wrapping at both ends", () => {
    const { result } = renderHook(() => useRotation({ length: 6, delay: 8000 }), { wrapper });
    act(() => result.current.previous());
    expect(result.current.index).toBe(5);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });
});

describe("typing", () => {
  it("lists one step per character of every phrase", () => {
    expect(typingSteps(["ab", "c"])).toEqual([
      { phrase: 0, characters: 1 },
      { phrase: 0, characters: 2 },
      { phrase: 1, characters: 1 },
    ]);
  });

  it("starts on the first phrase, pauses 2 s, then types the next at 100 ms a character", () => {
    const { result } = renderHook(() => useTyping(["Woven", "Dyed"], { stepMs: 100, pauseMs: 2000 }), {
      wrapper,
    });
    expect(result.current.text).toBe("Woven");
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.text).toBe("Woven");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe("D");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.text).toBe("Dy");
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.text).toBe("Dyed");
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.text).toBe("Dyed");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe("W");
  });
});
