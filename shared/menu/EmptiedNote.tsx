import { useT } from "../site/app-context";

/** Said by a group whose every item the allergen filter hides; the filter island shows and hides it. */
export function EmptiedNote({ emptied }: { emptied: boolean }) {
  const t = useT();
  return (
    <p className="menu-section__empty" data-menu-emptied="" hidden={!emptied}>
      {t("menu.emptySection")}
    </p>
  );
}
