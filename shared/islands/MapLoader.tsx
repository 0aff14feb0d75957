import { useState } from "react";

export interface MapLoaderProps {
  embedUrl: string;
  frameTitle: string;
  openUrl: string;
  labels: { show: string; open: string; newTab: string; privacy: string };
}

/**
 * The map's buttons. The Google map is embedded only on the visitor's click, in place of the
 * server-rendered street sketch; until then no request leaves for Google.
 */
export function MapLoader({ embedUrl, frameTitle, openUrl, labels }: MapLoaderProps) {
  const [shown, setShown] = useState(false);

  function showMap(button: HTMLElement) {
    const canvas = button.closest(".location__map")?.querySelector(".location__canvas");
    if (!canvas) return;
    const frame = document.createElement("iframe");
    frame.className = "location__frame";
    frame.src = embedUrl;
    frame.title = frameTitle;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    canvas.replaceChildren(frame);
    setShown(true);
    // The button disappears; keep keyboard focus on what replaced it.
    frame.focus();
  }

  return (
    <div className="location__map-actions">
      {!shown && (
        <button type="button" className="button" onClick={(event) => showMap(event.currentTarget)}>
          {labels.show}
        </button>
      )}
      <a className="button button--light" href={openUrl} target="_blank" rel="noopener noreferrer">
        {labels.open}
        <span className="sr-only"> {labels.newTab}</span>
      </a>
      {!shown && <p className="location__privacy">{labels.privacy}</p>}
    </div>
  );
}
