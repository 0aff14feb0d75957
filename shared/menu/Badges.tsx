import { useT } from "../site/app-context";
import type { MenuItem } from "./menu-schema";
import { ChiliIcon } from "./icons";

type BadgeFlags = Pick<MenuItem, "isNew" | "isPopular" | "isDiscount" | "spicy">;

function hasBadges(item: BadgeFlags): boolean {
  return item.isNew || item.isPopular || item.isDiscount || item.spicy;
}

/** New, popular, discount and the spicy marker. */
export function Badges({ item }: { item: BadgeFlags }) {
  const t = useT();
  if (!hasBadges(item)) return null;
  return (
    <ul className="menu-badges">
      {item.isNew && <li className="menu-badge menu-badge--new">{t("menu.badges.new")}</li>}
      {item.isPopular && <li className="menu-badge menu-badge--popular">{t("menu.badges.popular")}</li>}
      {item.isDiscount && <li className="menu-badge menu-badge--discount">{t("menu.badges.discount")}</li>}
      {item.spicy && (
        <li className="menu-badge menu-badge--spicy">
          <ChiliIcon />
          {t("menu.badges.spicy")}
        </li>
      )}
    </ul>
  );
}
