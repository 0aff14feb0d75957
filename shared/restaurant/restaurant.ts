/**
 * Restaurant facts: one fact, one place. The phone comes from configuration (RESTAURANT_PHONE);
 * the opening hours and the student surcharge are data (`urnik`, hours-schema.ts; `nastavitve`, settings-schema.ts).
 */
export const RESTAURANT = {
  name: "Grill Ajdovščina",
  foundingYear: 1988,
  owner: "Grill Ajdovščina d.o.o.",
  address: {
    street: "Ajdovščina 4",
    postalCode: "1000",
    city: "Ljubljana",
    country: "SI",
  },
  geo: { latitude: 46.05358, longitude: 14.50444 },
  walkMinutesFromMainSquare: 3,
  /** The student surcharge until the owner sets one (settings-schema.ts). */
  defaultStudentMealPrice: 3,
  priceRange: "€",
  timeZone: "Europe/Ljubljana",
} as const;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday, as Date.getDay()

/** When student meal vouchers are redeemed (the student notice says the same); never on public holidays. */
export const STUDENT_MEAL_HOURS: { days: readonly Weekday[]; opens: string; closes: string } = {
  days: [1, 2, 3, 4, 5],
  opens: "11:00",
  closes: "17:00",
};

export interface ParkingGarage {
  number: number;
  key: "congress" | "trdinova" | "kozolec" | "subiceva";
  name: string;
  street: string;
}

export const PARKING: readonly ParkingGarage[] = [
  { number: 1, key: "congress", name: "Kongresni trg", street: "Kongresni trg 1" },
  { number: 2, key: "trdinova", name: "Trdinova", street: "Trdinova ulica 9" },
  { number: 3, key: "kozolec", name: "Kozolec", street: "Dvorakova ulica 3" },
  { number: 4, key: "subiceva", name: "Šubičeva", street: "Šubičeva ulica 3a" },
];

/** The number as shown: no-break spaces and hyphens, so that it never breaks across lines (the label around it may wrap). */
export function unbrokenPhone(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** The delivery service's name for link texts, from its configured URL (DELIVERY_URL): "https://wolt.com/…" → "Wolt". */
export function deliveryServiceName(deliveryUrl: string): string {
  const label = new URL(deliveryUrl).hostname.replace(/^www\./, "").split(".")[0] ?? "";
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Links to the restaurant on Google Maps; opened or embedded only when the visitor asks. */
export function mapsLinks(lang: string): { open: string; embed: string } {
  const { latitude, longitude } = RESTAURANT.geo;
  const place = `${RESTAURANT.name}, ${RESTAURANT.address.street}, ${RESTAURANT.address.postalCode} ${RESTAURANT.address.city}`;
  return {
    open: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`,
    embed: `https://www.google.com/maps?q=${latitude},${longitude}&z=17&hl=${lang}&output=embed`,
  };
}
