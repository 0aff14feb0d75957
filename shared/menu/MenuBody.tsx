import type { DailyDish } from "../daily/daily-schema";
import { DailyLunch } from "../daily/DailyLunch";
import type { TodaysLunch } from "../daily/todays-lunch";
import { useLang, useT } from "../site/app-context";
import type { MessageKey } from "../i18n/i18n";
import { Island } from "../islands/Island";
import { FOOD_CATEGORIES, MENU_SECTIONS, type FoodCategoryKey } from "./menu-groups";
import type { MenuGroup, MenuItem, VoucherMeal } from "./menu-schema";
import type { MenuData } from "../site/page-content";
import { usePageRoute } from "../site/page-route";
import { pageById, type PageId } from "../site/site-pages";
import { ALLERGENS, allergenNameKey } from "./allergens";
import { AllergenLegend } from "./AllergenLegend";
import { FoodCategory } from "./FoodCategory";
import { MenuUnavailable } from "./MenuUnavailable";
import { parseMenuView, type MenuPageId } from "./menu-query";
import {
  EXTRAS_SECTION,
  FOOD_UNAVAILABLE_SECTION,
  STUDENT_SECTION,
  menuVisibility,
  type MenuSectionKey,
  type MenuVisibility,
} from "./menu-visibility";
import { PriceGroupsSection, type ShownGroup } from "./PriceRows";
import { DRINKS_SECTION, LUNCH_SECTION, withoutLunch } from "./selection";
import { StudentMenu } from "./StudentMenu";

/** The price list anchor (navbar "Ponudba", footer "Cenik", the up-arrow; docs/menu.md). */
const PRICE_LIST_ID = "cenik";

type ListedItem = MenuItem | VoucherMeal | DailyDish;

interface ListedGroup {
  key: string;
  items: readonly ListedItem[];
}

interface ListedSection {
  key: MenuSectionKey;
  groups: ListedGroup[];
}

/** The groups of one data section in display order (the public view has left hidden items out); a group left empty is dropped. */
function listedGroups(groups: readonly MenuGroup[], keys: readonly string[]): ShownGroup<string>[] {
  return keys
    .map((key) => ({ key, items: groups.find((group) => group.key === key)?.items ?? [] }))
    .filter((group) => group.items.length > 0);
}

/** Every section the data allows, in display order; the view only decides which of them show. */
function listedSections({ food, vouchers }: MenuData, lunch: TodaysLunch | null): ListedSection[] {
  const sections: ListedSection[] = [];
  if (lunch) sections.push({ key: LUNCH_SECTION, groups: [{ key: LUNCH_SECTION, items: lunch.offer.dishes }] });
  if (food) {
    for (const group of listedGroups(food.dishes, MENU_SECTIONS.dishes.groups))
      sections.push({ key: group.key as MenuSectionKey, groups: [group] });
    const extras = listedGroups(food.extras, MENU_SECTIONS.extras.groups);
    if (extras.length > 0) sections.push({ key: EXTRAS_SECTION, groups: extras });
    const drinks = listedGroups(food.drinks, MENU_SECTIONS.drinks.groups);
    if (drinks.length > 0) sections.push({ key: DRINKS_SECTION, groups: drinks });
  } else {
    sections.push({ key: FOOD_UNAVAILABLE_SECTION, groups: [] });
  }
  const meals = vouchers ? [...vouchers].sort((a, b) => a.order - b.order) : null;
  sections.push({ key: STUDENT_SECTION, groups: meals ? [{ key: STUDENT_SECTION, items: meals }] : [] });
  return sections;
}

function Section({
  section,
  visibility,
  lunch,
  studentMealPrice,
}: {
  section: ListedSection;
  visibility: MenuVisibility<ListedSection, ListedGroup, ListedItem>;
  lunch: TodaysLunch | null;
  studentMealPrice: number;
}) {
  const t = useT();
  const hidden = !visibility.shownSections.has(section);
  const [first] = section.groups;
  switch (section.key) {
    case LUNCH_SECTION:
      return lunch ? <DailyLunch lunch={lunch} linkToPage inMenu={{ hidden, hiddenDishes: visibility.hiddenItems }} /> : null;
    case FOOD_UNAVAILABLE_SECTION:
      return <MenuUnavailable sectionKey={section.key} hidden={hidden} />;
    case STUDENT_SECTION:
      // The student section has its one group exactly when the meals could be read.
      return first ? (
        <StudentMenu
          meals={first.items as readonly VoucherMeal[]}
          price={studentMealPrice}
          hidden={hidden}
          hiddenItems={visibility.hiddenItems}
          emptied={visibility.emptiedGroups.has(first)}
        />
      ) : (
        <MenuUnavailable sectionKey={section.key} hidden={hidden} />
      );
    case EXTRAS_SECTION:
    case DRINKS_SECTION: {
      const [title, groupKey]: [MessageKey, (key: string) => MessageKey] =
        section.key === EXTRAS_SECTION
          ? ["menu.extras.title", (key) => `menu.extras.${key}` as MessageKey]
          : ["drinks.title", (key) => `drinks.groups.${key}` as MessageKey];
      return (
        <PriceGroupsSection
          id={section.key}
          title={t(title)}
          groups={section.groups as ShownGroup<string>[]}
          groupTitle={(key) => t(groupKey(key))}
          hidden={hidden}
          hiddenItems={visibility.hiddenItems}
          emptiedGroups={visibility.emptiedGroups}
        />
      );
    }
    default:
      return first ? (
        <FoodCategory
          categoryKey={section.key}
          items={first.items as readonly MenuItem[]}
          hidden={hidden}
          hiddenItems={visibility.hiddenItems}
          emptied={visibility.emptiedGroups.has(first)}
        />
      ) : null;
  }
}

/**
 * The filters and every section of the menu. The view in the URL decides what shows, by
 * `hidden` attributes: the browser never hydrates the list, and the filter island shows
 * another view by changing those attributes with the same rules (menu-visibility.ts).
 */
export function MenuBody({ data, lunch }: { data: MenuData; lunch: TodaysLunch | null }) {
  const lang = useLang();
  const t = useT();
  const { page, search } = usePageRoute();
  const pageId = page.id as MenuPageId;
  const parsed = parseMenuView(search, page.studentskiBoni ?? false, lunch !== null);
  const view = lunch ? parsed : { ...parsed, selection: withoutLunch(parsed.selection, page.studentskiBoni ?? false) };
  const sections = listedSections(data, lunch);
  const visibility = menuVisibility(
    { sections, keyOf: (s) => s.key, groupsOf: (s) => s.groups, itemsOf: (g) => g.items, allergensOf: (item) => item.alergeni },
    view,
  );
  const title = (id: PageId) => t(`seo.${pageById(id).seoKey}.title` as MessageKey);

  return (
    <>
      <div id={PRICE_LIST_ID} className="menu-controls" tabIndex={-1}>
        <Island
          name="menuFilter"
          props={{
            lang,
            pageId,
            view,
            lunch: lunch !== null,
            hiddenCount: visibility.hiddenCount,
            titles: { menu: title("menu"), offer: title("offer"), vouchers: title("vouchers") },
            priceListId: PRICE_LIST_ID,
            categoryLabels: {
              group: t("menu.filterLabel"),
              all: t("menu.all"),
              categories: Object.fromEntries(FOOD_CATEGORIES.map(({ key }) => [key, t(`menu.categories.${key}`)])) as Record<
                FoodCategoryKey,
                string
              >,
              student: t("menu.student"),
              drinks: t("menu.drinks"),
              ...(lunch && { lunch: t("menu.lunchChip") }),
            },
            allergenLabels: {
              title: t("allergens.filterTitle"),
              hint: t("allergens.filterHint"),
              names: ALLERGENS.map((allergen) => t(allergenNameKey(allergen))),
              clear: t("allergens.clear"),
              apply: t("allergens.apply"),
              hidden: t("menu.hiddenByAllergens", { count: "{{count}}" }),
            },
          }}
        />
      </div>
      <div className="menu-sections">
        {sections.map((section) => (
          <Section key={section.key} section={section} visibility={visibility} lunch={lunch} studentMealPrice={data.studentMealPrice} />
        ))}
      </div>
      <AllergenLegend />
      <Island name="upArrow" props={{ targetId: PRICE_LIST_ID, label: t("menu.upArrow") }} />
    </>
  );
}
