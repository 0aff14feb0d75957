import { PHOTO_PATH } from "../../shared/menu/photo-variants";
import { SOCIAL_PHOTO } from "../../shared/site/page-head";
import { contentSecurityPolicy } from "./csp";

/** The same on every response, whether the worker or the static assets (their `_headers` file) send it. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The Open Graph picture is shown by other sites' pages (chat apps, social networks that
 * embed the preview straight from here rather than through their own copy): it alone may be
 * loaded cross-origin. That is the drawn card, a static file under this prefix, or once the
 * owner has photos a photo's social variant (`isEmbeddable`).
 */
export const EMBEDDABLE_PATH_PREFIX = "/img/og-";
export const EMBEDDABLE_RESOURCE_POLICY = "cross-origin";

/**
 * Whether a path is the social card: the drawn one, or the variant of any photo the card may
 * name (which dish it shows changes with the owner's photos); a photo's other variants are not.
 */
export function isEmbeddable(path: string): boolean {
  const [, , width, format] = PHOTO_PATH.exec(path) ?? [];
  return path.startsWith(EMBEDDABLE_PATH_PREFIX) || (width === String(SOCIAL_PHOTO.width) && format === SOCIAL_PHOTO.format);
}

/** The policy of every response that is not a page: no inline code at all. */
export const DEFAULT_POLICY = contentSecurityPolicy();

/** Files whose names carry their content's version. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
