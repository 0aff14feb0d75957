import { useT } from "../site/app-context";

/** "Danes razprodano" under a dish or meal that is sold out today (sold-out.ts). */
export function SoldOutNote() {
  return <p className="dish__sold-out">{useT()("menu.soldOut")}</p>;
}
