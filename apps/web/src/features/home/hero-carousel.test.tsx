import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nWrapper } from "../../test/i18n";
import { HERO_SLIDES, HeroCarousel } from "./hero-carousel";
import { HERO_INTERVAL_MS } from "./use-slide-timer";

const activeSlide = () =>
  HERO_SLIDES.findIndex((_, i) => screen.getByTestId(`hero-slide-${i}`).getAttribute("data-active") === "true");
const caption = () => screen.getByTestId("hero-caption");

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe("HeroCarousel", () => {
  let animate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    animate = vi.fn(() => ({ cancel: vi.fn() }));
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    (SVGElement.prototype as unknown as { animate: unknown }).animate = animate;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (SVGElement.prototype as unknown as { animate?: unknown }).animate;
  });

  const renderHero = () =>
    render(
      <MemoryRouter>
        <HeroCarousel />
      </MemoryRouter>,
      { wrapper: I18nWrapper },
    );

  it("shows two slides, each with its film, poster and its own news caption", () => {
    renderHero();
    expect(HERO_SLIDES).toHaveLength(2);
    expect(activeSlide()).toBe(0);
    expect(caption()).toHaveTextContent("Golden hours on the terrace");
    for (const i of [0, 1]) {
      const video = screen.getByTestId(`hero-video-${i}`);
      expect(video).toHaveAttribute("preload", "none");
      expect(video.querySelectorAll("source")).toHaveLength(2);
    }
    expect(
      screen.getByRole("img", {
        name: "A sunlit stone terrace above the sea with a bistro table, two chairs and a parasol",
      }),
    ).toHaveAttribute("fetchpriority", "high");
  });

  it("starts only the active slide's film, and only after the page has loaded", () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    renderHero();
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    expect(play.mock.contexts).toEqual([screen.getByTestId("hero-video-0")]);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(play.mock.contexts.at(-1)).toBe(screen.getByTestId("hero-video-1"));
  });

  it("moves to the next slide every 5 s and wraps around", () => {
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(1);
    expect(caption()).toHaveTextContent("Evenings in the garden");
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlide()).toBe(0);
  });

  it("jumps with a dot and restarts the 5 s timer and the progress ring", () => {
    renderHero();
    act(() => vi.advanceTimersByTime(3000));
    const ringStarts = animate.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2: Evenings in the garden" }));
    expect(activeSlide()).toBe(1);
    expect(screen.getByRole("button", { name: /Show slide 2/ })).toHaveAttribute("aria-current", "true");
    expect(animate.mock.calls.length).toBe(ringStarts + 1);
    expect(animate.mock.calls.at(-1)?.[1]).toMatchObject({ duration: HERO_INTERVAL_MS });
    // A full interval from the jump, not from the start of the previous slide.
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(0);
  });

  it("restarts the timer when the current slide's dot is pressed", () => {
    renderHero();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: /Show slide 1/ }));
    act(() => vi.advanceTimersByTime(4000));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(activeSlide()).toBe(1);
  });

  it("can be paused and resumed", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlide()).toBe(1);
  });

  it("stays still and loads no film for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    renderHero();
    expect(screen.queryByTestId("hero-video-0")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: /Show slide 2/ }));
    expect(activeSlide()).toBe(1);
  });
});
