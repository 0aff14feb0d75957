import { useT } from "../app-context";
import { ArrowUpIcon } from "./icons";
import { scrollToSection } from "./scroll-to-section";
import { useUpArrow } from "./use-up-arrow";

/** The sticky arrow back to the price list (#cenik); see up-arrow.ts for when it shows. */
export function UpArrow({ targetId }: { targetId: string }) {
  const t = useT();
  const { visible, dismiss } = useUpArrow();
  const goUp = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    dismiss();
    scrollToSection(target, { focus: true });
  };
  return (
    <button type="button" className={`up-arrow${visible ? " is-visible" : ""}`} aria-label={t("menu.upArrow")} title={t("menu.upArrow")} onClick={goUp}>
      <ArrowUpIcon />
    </button>
  );
}
