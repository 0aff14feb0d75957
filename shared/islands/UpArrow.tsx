import { ArrowUpIcon } from "../menu/icons";
import { scrollToSection } from "../menu/scroll-to-section";
import { useUpArrow } from "../menu/use-up-arrow";

export interface UpArrowProps {
  targetId: string;
  label: string;
}

/** The sticky arrow back to the price list (#cenik); see up-arrow.ts for when it shows. */
export function UpArrow({ targetId, label }: UpArrowProps) {
  const { visible, dismiss } = useUpArrow();
  const goUp = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    dismiss();
    scrollToSection(target, { focus: true });
  };
  return (
    <button type="button" className={`up-arrow${visible ? " is-visible" : ""}`} aria-label={label} title={label} onClick={goUp}>
      <ArrowUpIcon />
    </button>
  );
}
