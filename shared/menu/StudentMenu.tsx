import { useAppConfig, useLang, useT } from "../site/app-context";
import { formatPrice } from "./format-price";
import type { VoucherMeal } from "./menu-schema";
import { daysLabel } from "../restaurant/hours-labels";
import { STUDENT_MEAL_HOURS } from "../restaurant/restaurant";
import { EmptiedNote } from "./EmptiedNote";
import { ItemAllergens } from "./ItemAllergens";
import { allergensAttribute } from "./menu-visibility";
import { SoldOutNote } from "./SoldOutNote";
import { isSoldOut } from "./sold-out";
import { itemDescription, itemIngredients, itemNameText } from "./item-text";

function VoucherMealItem({ meal, hidden }: { meal: VoucherMeal; hidden: boolean }) {
  const t = useT();
  const lang = useLang();
  const soldOut = isSoldOut(meal, useAppConfig().renderedAt);
  const description = itemDescription(meal, lang);
  const ingredients = itemIngredients(meal, lang);
  const name = itemNameText(meal, lang);
  return (
    <li className={soldOut ? "dish dish--sold-out" : "dish"} data-allergens={allergensAttribute(meal.alergeni)} hidden={hidden}>
      <h4 className="dish__name" lang={name.lang}>
        {name.text}
      </h4>
      {soldOut && <SoldOutNote />}
      {description && (
        <p className="dish__description" lang={description.lang}>
          {description.text}
        </p>
      )}
      {ingredients.list.length > 0 && (
        <p className="dish__ingredients" lang={ingredients.lang}>
          <span className="dish__label" lang={ingredients.lang ? lang : undefined}>
            {t("menu.ingredients")}:
          </span>{" "}
          {ingredients.list.join(", ")}
        </p>
      )}
      <ItemAllergens alergeni={meal.alergeni} />
    </li>
  );
}

/** The student menu: the one surcharge the owner sets, how to redeem a voucher, the meals in their order. */
interface StudentMenuProps {
  meals: readonly VoucherMeal[];
  /** The student surcharge, the owner's setting. */
  price: number;
  hidden: boolean;
  hiddenItems: ReadonlySet<unknown>;
  emptied: boolean;
}

export function StudentMenu({ meals, price: surcharge, hidden, hiddenItems, emptied }: StudentMenuProps) {
  const t = useT();
  const lang = useLang();
  const price = formatPrice(surcharge, lang);
  return (
    <section
      id="boni"
      className="menu-section student-menu"
      aria-labelledby="boni-title"
      tabIndex={-1}
      data-menu-section="boni"
      data-menu-group=""
      hidden={hidden}
    >
      <h2 id="boni-title" className="menu-section__title">
        {t("boni.title")}
      </h2>
      <p className="student-menu__intro">{t("boni.intro")}</p>
      <div className="student-menu__facts">
        <p className="student-price">
          <span className="student-price__label">{t("boni.priceLabel")}</span>
          <span className="student-price__value">{price}</span>
          <span className="student-price__includes">{t("boni.priceIncludes")}</span>
        </p>
        <div className="student-how">
          <h3>{t("boni.howTitle")}</h3>
          <ol>
            <li>{t("boni.step1")}</li>
            <li>{t("boni.step2")}</li>
            <li>{t("boni.step3", { price })}</li>
          </ol>
          <p>
            {t("boni.when", {
              days: daysLabel(lang, STUDENT_MEAL_HOURS.days, { sentenceStart: false }),
              opens: STUDENT_MEAL_HOURS.opens,
              closes: STUDENT_MEAL_HOURS.closes,
            })}
          </p>
        </div>
      </div>
      <h3 className="student-menu__meals-title">{t("boni.mealsTitle")}</h3>
      <ol className="dish-list student-meals">
        {meals.map((meal) => (
          <VoucherMealItem key={meal.id} meal={meal} hidden={hiddenItems.has(meal)} />
        ))}
      </ol>
      <EmptiedNote emptied={emptied} />
    </section>
  );
}
