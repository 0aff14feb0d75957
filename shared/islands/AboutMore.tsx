import { useState } from "react";

export interface AboutMoreProps {
  text: string;
  labels: { more: string; less: string };
}

/** The home page's "more about us": the rest of the about text, shown and hidden by a button. */
export function AboutMore({ text, labels }: AboutMoreProps) {
  const [isInterested, setIsInterested] = useState(false);
  return (
    <>
      <p id="home-about-more" hidden={!isInterested}>
        {text}
      </p>
      <button
        type="button"
        className="text-button"
        aria-expanded={isInterested}
        aria-controls="home-about-more"
        onClick={() => setIsInterested((value) => !value)}
      >
        {isInterested ? labels.less : labels.more}
      </button>
    </>
  );
}
