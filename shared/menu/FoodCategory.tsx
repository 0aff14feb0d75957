import { useAppConfig, useLang, useT } from "../site/app-context";
import { Picture } from "../components/Picture";
import { photoImage } from "../components/picture-image";
import { photoAlt } from "./featured-photos";
import type { FoodCategoryKey } from "./menu-groups";
import type { MenuItem } from "./menu-schema";
import { Badges } from "./Badges";
import { EmptiedNote } from "./EmptiedNote";
import { allergensAttribute } from "./menu-visibility";
import { ItemAllergens } from "./ItemAllergens";
import { itemDescription, itemIngredients, itemNameText } from "./item-text";
import { Price } from "./Price";
import { SoldOutNote } from "./SoldOutNote";
import { isSoldOut } from "./sold-out";
import { discountHolds, priceOn } from "./discount";

/** A thumbnail beside the dish's text (client/menu.css): the smallest variant serves any screen. */
const PHOTO_SIZES = "(min-width: 768px) 8rem, 6rem";

function Dish({ item, hidden }: { item: MenuItem; hidden: boolean }) {
  const t = useT();
  const lang = useLang();
  const { renderedAt } = useAppConfig();
  const soldOut = isSoldOut(item, renderedAt);
  const { price, oldPrice } = priceOn(item, renderedAt);
  const description = itemDescription(item, lang);
  const ingredients = itemIngredients(item, lang);
  const name = itemNameText(item, lang);
  const choices = [
    item.amount > 1 ? t("menu.pieces", { count: item.amount }) : null,
    item.omake ? t("menu.withSauce") : null,
    item.priloge ? t("menu.withSide") : null,
  ].filter((choice): choice is string => choice !== null);
  return (
    <li className={soldOut ? "dish dish--sold-out" : "dish"} data-allergens={allergensAttribute(item.alergeni)} hidden={hidden}>
      <div className="dish__head">
        <h3 className="dish__name" lang={name.lang}>
          {name.text}
        </h3>
        <span className="dish__leader" aria-hidden="true" />
        <Price price={price} oldPrice={oldPrice} />
      </div>
      {item.photo && (
        <Picture
          image={photoImage(item.photo)}
          alt={photoAlt({ item, photo: item.photo }, lang)}
          sizes={PHOTO_SIZES}
          className="dish__photo"
        />
      )}
      {soldOut && <SoldOutNote />}
      <Badges item={{ ...item, isDiscount: discountHolds(item, renderedAt) }} />
      {description && (
        <p className="dish__description" lang={description.lang}>
          {description.text}
        </p>
      )}
      {ingredients.list.length > 0 && (
        // Ingredients in another language mark the paragraph, and its label is marked back.
        <p className="dish__ingredients" lang={ingredients.lang}>
          <span className="dish__label" lang={ingredients.lang ? lang : undefined}>{`${t("menu.ingredients")}:`}</span>
          {` ${ingredients.list.join(", ")}`}
        </p>
      )}
      {choices.length > 0 && (
        <ul className="dish__choices">
          {choices.map((choice) => (
            <li key={choice}>{choice}</li>
          ))}
        </ul>
      )}
      <ItemAllergens alergeni={item.alergeni} />
    </li>
  );
}

interface FoodCategoryProps {
  categoryKey: FoodCategoryKey;
  /** Already without ignored items. */
  items: readonly MenuItem[];
  hidden: boolean;
  /** Items the allergen filter hides. */
  hiddenItems: ReadonlySet<unknown>;
  /** Every item is hidden by the allergen filter: the section says so. */
  emptied: boolean;
}

/** One food category; its id is the category key, the target of /ponudba#<key> links. */
export function FoodCategory({ categoryKey, items, hidden, hiddenItems, emptied }: FoodCategoryProps) {
  const t = useT();
  const titleId = `${categoryKey}-title`;
  return (
    <section
      id={categoryKey}
      className="menu-section"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-menu-section={categoryKey}
      data-menu-group=""
      hidden={hidden}
    >
      <h2 id={titleId} className="menu-section__title">
        {t(`menu.categories.${categoryKey}`)}
      </h2>
      <ul className="dish-list">
        {items.map((item) => (
          <Dish key={item.id} item={item} hidden={hiddenItems.has(item)} />
        ))}
      </ul>
      <EmptiedNote emptied={emptied} />
    </section>
  );
}
