import type { Allergen } from "./menu-schema";

export function AllergenNumber({ allergen }: { allergen: Allergen }) {
  return (
    <span className="allergen-number" aria-hidden="true">
      {allergen}
    </span>
  );
}
