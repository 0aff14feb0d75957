import { useEffect, useRef, useState } from "react";
import type { SliderEngine } from "../components/slider-engine";
import { SLIDER_AUTOPLAY_ATTRIBUTE, SLIDER_INDEX_ATTRIBUTE, type SliderAutoplay } from "../components/slider-state";
import { SLIDER_VARIANTS, type SliderVariantName } from "../components/slider-variants";

export interface SliderControlsProps {
  variant: SliderVariantName;
  /** The accessible name of each slide's dot, in slide order. */
  dots: readonly string[];
  labels: {
    play: string;
    pause: string;
    previous: string;
    next: string;
    /** Swiper's role description of a slide. */
    slideRole: string;
    /** A slide's name with Swiper's "{{index}}" and "{{slidesLength}}" placeholders. */
    slideLabel: string;
  };
}

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
 * The buttons and dots of a server-rendered slider. Until the visitor uses the slider a small
 * script plays it (client/scroll-sliders.ts); the first use hydrates this island, and Swiper's
 * code then arrives in its own chunk and takes over the slides, which stay the server's markup,
 * from the slide shown and with autoplay as that script left it.
 */
export function SliderControls({ variant, dots, labels }: SliderControlsProps) {
  const controls = useRef<HTMLDivElement>(null);
  const engine = useRef<SliderEngine | null>(null);
  // Presses that arrive before Swiper's chunk (the first one hydrated this island): applied once it runs.
  const waiting = useRef<((engine: SliderEngine) => void)[]>([]);
  const [active, setActive] = useState(0);
  const [autoplay, setAutoplay] = useState<SliderAutoplay>("pending");
  const { slideRole, slideLabel } = labels;

  useEffect(() => {
    const region = controls.current?.closest<HTMLElement>(".slider");
    const viewport = region?.querySelector<HTMLElement>(".slider__viewport");
    if (!region || !viewport) return;
    let cancelled = false;
    // Moving the keyboard focus into the slider stops autoplay, as any other use does (docs/pages.md#sliders).
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(":focus-visible")) engine.current?.stop();
    };
    region.addEventListener("focusin", onFocus);
    void import("../components/slider-engine").then(({ startSlider }) => {
      if (cancelled) return;
      engine.current = startSlider(viewport, {
        variant: SLIDER_VARIANTS[variant],
        slideRole,
        slideLabel,
        startIndex: Number(region.getAttribute(SLIDER_INDEX_ATTRIBUTE)) || 0,
        autoplay: region.getAttribute(SLIDER_AUTOPLAY_ATTRIBUTE) !== "stopped",
        onIndex: setActive,
        onPlaying: (playing) => setAutoplay(playing ? "running" : "stopped"),
      });
      const started = engine.current;
      for (const action of waiting.current.splice(0)) action(started);
    });
    return () => {
      cancelled = true;
      region.removeEventListener("focusin", onFocus);
      engine.current?.destroy();
      engine.current = null;
    };
  }, [variant, slideRole, slideLabel]);

  useEffect(() => {
    // The server's "pending" stays until Swiper reports; the scrolling slider wrote the state until then.
    if (autoplay !== "pending") controls.current?.closest(".slider")?.setAttribute(SLIDER_AUTOPLAY_ATTRIBUTE, autoplay);
  }, [autoplay]);

  function withEngine(action: (e: SliderEngine) => void) {
    if (engine.current) action(engine.current);
    else waiting.current.push(action);
  }

  /** Any use of the controls stops autoplay for good; the play button restarts it (docs/pages.md#sliders). */
  function interact(action: (e: SliderEngine) => void) {
    withEngine((current) => {
      current.stop();
      action(current);
    });
  }

  const playing = autoplay !== "stopped";
  return (
    <div className="slider__controls" ref={controls}>
      <div className="slider__buttons">
        <button
          type="button"
          className="slider__button"
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => withEngine((e) => (e.playing() ? e.stop() : e.play()))}
        >
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </button>
        <button type="button" className="slider__button" aria-label={labels.previous} onClick={() => interact((e) => e.previous())}>
          <Icon d={ICONS.previous} />
        </button>
        <button type="button" className="slider__button" aria-label={labels.next} onClick={() => interact((e) => e.next())}>
          <Icon d={ICONS.next} />
        </button>
      </div>
      <div className="slider__dots">
        {dots.map((dot, index) => (
          <button
            key={dot}
            type="button"
            className="slider__dot"
            aria-label={dot}
            aria-current={index === active ? "true" : undefined}
            onClick={() => interact((e) => e.goTo(index))}
          />
        ))}
      </div>
    </div>
  );
}
