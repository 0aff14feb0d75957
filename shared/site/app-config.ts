/** Deployment settings and build facts the pages need on both sides. */
export interface AppConfig {
  siteUrl: string;
  phone: string;
  deliveryUrl: string;
  buildStamp: string;
  /** The year of the server render, so the footer never mismatches on hydration. */
  year: number;
  /** When the server rendered the page (epoch ms): the first client render shows the same "open now" status. */
  renderedAt: number;
}
