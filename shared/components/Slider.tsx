import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useT } from "../app-context";
import type { SliderEngine } from "./slider-engine";
import { SLIDER_VARIANTS, type SliderVariantName } from "./slider-variants";

export interface SliderProps<T> {
  variant: SliderVariantName;
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  itemKey(item: T): string | number;
  itemTitle(item: T): string;
  renderSlide(item: T, index: number): ReactNode;
  /** Swiper is loaded only once this is true (the page's "loaded" flag). */
  start: boolean;
}

/** "pending" until Swiper runs; then whether autoplay is running. Tests read it. */
type AutoplayState = "pending" | "running" | "stopped";

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
const ICONS = {
  previous: "M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z",
  next: "M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z",
  pause: "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z",
  play: "M8 5v14l11-7z",
};

/**
 * A carousel whose first slides are server-rendered at their final size (client/pages.css
 * mirrors the variant's layout), with real buttons for the controls. Swiper's code arrives
 * in its own chunk after the page has loaded and takes over the same markup once the slider
 * is near the screen.
 */
export function Slider<T>({ variant, label, items, itemKey, itemTitle, renderSlide, start }: SliderProps<T>) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const engine = useRef<SliderEngine | null>(null);
  const [active, setActive] = useState(0);
  const [autoplay, setAutoplay] = useState<AutoplayState>("pending");

  const slideRole = t("home.slider.slideRole");
  const slideLabel = t("home.slider.slide", { number: "{{index}}", count: "{{slidesLength}}" });
  useEffect(() => {
    const element = viewport.current;
    if (!start || !element) return;
    let cancelled = false;
    const run = () =>
      void import("./slider-engine").then(({ startSlider }) => {
        if (cancelled) return;
        engine.current = startSlider(element, {
          variant: SLIDER_VARIANTS[variant],
          slideRole,
          slideLabel,
          onIndex: setActive,
          onPlaying: (playing) => setAutoplay(playing ? "running" : "stopped"),
        });
      });
    // Each slider starts when it comes near the screen, in a task of its own: five at once
    // were one long task on a phone, and a slider nobody scrolls to needs no engine.
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        run();
      },
      { rootMargin: "300px 0px" },
    );
    nearScreen.observe(element);
    return () => {
      cancelled = true;
      nearScreen.disconnect();
      engine.current?.destroy();
      engine.current = null;
    };
  }, [start, variant, slideRole, slideLabel]);

  /** Any use of the controls stops autoplay for good (spec §4); the play button restarts it. */
  function interact(action: (e: SliderEngine) => void) {
    const current = engine.current;
    if (!current) return;
    current.stop();
    action(current);
  }

  function onFocus(event: FocusEvent) {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) engine.current?.stop();
  }

  const playing = autoplay !== "stopped";
  return (
    <div
      className={`slider slider--${variant}`}
      role="region"
      aria-roledescription={t("home.slider.carousel")}
      aria-label={label}
      data-autoplay={autoplay}
      onFocus={onFocus}
    >
      <div className="swiper slider__viewport" ref={viewport}>
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              className="swiper-slide slider__slide"
              role="group"
              aria-roledescription={slideRole}
              aria-label={t("home.slider.slide", { number: index + 1, count: items.length })}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="slider__controls">
        <div className="slider__buttons">
          <button
            type="button"
            className="slider__button"
            aria-label={t(playing ? "home.slider.pause" : "home.slider.play")}
            onClick={() => (playing ? engine.current?.stop() : engine.current?.play())}
          >
            <Icon d={playing ? ICONS.pause : ICONS.play} />
          </button>
          <button type="button" className="slider__button" aria-label={t("home.slider.previous")} onClick={() => interact((e) => e.previous())}>
            <Icon d={ICONS.previous} />
          </button>
          <button type="button" className="slider__button" aria-label={t("home.slider.next")} onClick={() => interact((e) => e.next())}>
            <Icon d={ICONS.next} />
          </button>
        </div>
        <div className="slider__dots">
          {items.map((item, index) => (
            <button
              key={itemKey(item)}
              type="button"
              className="slider__dot"
              aria-label={t("home.slider.goTo", { number: index + 1, title: itemTitle(item) })}
              aria-current={index === active ? "true" : undefined}
              onClick={() => interact((e) => e.goTo(index))}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
