import { useLang, useT } from "../site/app-context";
import { formatPrice } from "./format-price";

interface PriceProps {
  price: number;
  /** Shown struck through when the item is discounted. */
  oldPrice?: number | null;
}

/** A price for the page's language; a discount reads "Was … Now …" to screen readers as well. */
export function Price({ price, oldPrice = null }: PriceProps) {
  const t = useT();
  const lang = useLang();
  if (oldPrice !== null && oldPrice > price) {
    return (
      <span className="price price--discount">
        <del className="price__old">
          <span className="sr-only">{`${t("menu.oldPrice")}: `}</span>
          {formatPrice(oldPrice, lang)}
        </del>{" "}
        <ins className="price__new">
          <span className="sr-only">{`${t("menu.newPrice")}: `}</span>
          {formatPrice(price, lang)}
        </ins>
      </span>
    );
  }
  if (price === 0) return <span className="price price--free">{t("menu.free")}</span>;
  return <span className="price">{formatPrice(price, lang)}</span>;
}
