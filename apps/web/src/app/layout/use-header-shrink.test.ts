import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextShrunk, useHeaderShrink } from "./use-header-shrink";

describe("nextShrunk", () => {
  it("sets the flag when the vertical scroll grows", () => {
    expect(nextShrunk(0, 10, false)).toBe(true);
    expect(nextShrunk(300, 301, false)).toBe(true);
  });

  it("clears it as soon as the scroll shrinks, even far down the page", () => {
    expect(nextShrunk(900, 899, true)).toBe(false);
  });

  it("keeps it when the position does not change, and never sets it at the top", () => {
    expect(nextShrunk(400, 400, true)).toBe(true);
    expect(nextShrunk(400, 400, false)).toBe(false);
    expect(nextShrunk(50, 0, true)).toBe(false);
    expect(nextShrunk(0, 0, true)).toBe(false);
  });
});

describe("useHeaderShrink", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  const scrollTo = (y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
  };

  it("follows the window: down shrinks, up restores", () => {
    const { result } = renderHook(() => useHeaderShrink());
    expect(result.current).toBe(false);
    act(() => scrollTo(120));
    expect(result.current).toBe(true);
    act(() => scrollTo(480));
    expect(result.current).toBe(true);
    act(() => scrollTo(470));
    expect(result.current).toBe(false);
    act(() => scrollTo(600));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
  });
});
