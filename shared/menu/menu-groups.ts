/** Food categories in display order (docs/menu.md). Keys double as Firestore group ids and UI translation keys. */
export const FOOD_CATEGORIES = [
  { key: "aburgerji", order: 1 },
  { key: "bdomaceJedi", order: 2 },
  { key: "cjediNaZaru", order: 3 },
  { key: "dmehiskeJedi", order: 4 },
  { key: "etestenine", order: 5 },
  { key: "fzrezki", order: 6 },
  { key: "gsolate", order: 7 },
  { key: "hpalačinke", order: 8 },
] as const;

export const DRINK_GROUPS = ["brezalkoholne", "piva", "topli", "vina-bela", "vina-penece", "vina-rdece", "whiskey", "zgane"] as const;

export const EXTRA_GROUPS = ["omake", "ostalo"] as const;

export type FoodCategoryKey = (typeof FOOD_CATEGORIES)[number]["key"];
type DrinkGroupKey = (typeof DRINK_GROUPS)[number];
type ExtraGroupKey = (typeof EXTRA_GROUPS)[number];
export type MenuGroupKey = FoodCategoryKey | DrinkGroupKey | ExtraGroupKey;

/** The three sections of the food payload, each with its groups in display order and the `parent` its items carry. */
export const MENU_SECTIONS = {
  dishes: { parent: "hrana", groups: FOOD_CATEGORIES.map((category) => category.key) },
  drinks: { parent: "pijaca", groups: DRINK_GROUPS },
  extras: { parent: "dodatno", groups: EXTRA_GROUPS },
} as const satisfies Record<string, { parent: string; groups: readonly MenuGroupKey[] }>;

export type MenuSection = keyof typeof MENU_SECTIONS;

/** Every group under `hrana/{key}/items`, in payload order. */
export const MENU_GROUP_KEYS: readonly MenuGroupKey[] = [
  ...MENU_SECTIONS.dishes.groups,
  ...MENU_SECTIONS.drinks.groups,
  ...MENU_SECTIONS.extras.groups,
];
