/**
 * A tap on a dish's allergen numbers writes each name beside its number (the style sheet draws
 * it from the number's title, the tooltip a mouse gets); another tap takes the names away.
 */
export function nameAllergensOnTap(): void {
  document.addEventListener("click", (event) => {
    const allergens = event.target instanceof Element ? event.target.closest(".item-allergens") : null;
    if (allergens?.querySelector(".allergen-number")) allergens.toggleAttribute("data-named");
  });
}
