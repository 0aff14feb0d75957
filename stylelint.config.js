// `npm run lint:css`: stylelint's standard rules, properties in alphabetical order, and the type scale.
import { readFileSync } from "node:fs";
import { URL } from "node:url";

/** The steps of the type scale: every `--text-…` custom property client/styles.css defines. */
const steps = [...readFileSync(new URL("client/styles.css", import.meta.url), "utf8").matchAll(/(--text-[a-z0-9-]+):/g)].map(
  (match) => match[1],
);

export default {
  ignoreFiles: ["dist/**", ".wrangler/**", "test-results/**", "playwright-report/**", "bench-results/**"],
  extends: ["stylelint-config-standard"],
  plugins: ["stylelint-order", "./scripts/dev/stylelint-screen-values.js"],
  rules: {
    // Block, element and modifier class names (`.notice__message`, `.slider--offer`).
    "selector-class-pattern": [
      "^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$",
      { message: (selector) => `Expected class selector "${selector}" to be kebab-case block__element--modifier` },
    ],
    // `(width >= …)` needs Safari 16.4; the prefix form works on every phone we serve.
    "media-feature-range-notation": "prefix",
    // Satisfying it means moving rules, which changes which one wins; the cascade is read as written.
    "no-descending-specificity": null,
    // iOS Safari still reads only the prefixed form.
    "property-no-vendor-prefix": [true, { ignoreProperties: ["text-size-adjust"] }],
    "order/order": ["custom-properties", "declarations"],
    "order/properties-alphabetical-order": true,
    // The type scale: sizes are its steps or relative to the parent, weights 400, 600 or 700.
    // Print styles (`@media print`) keep their own sizes in pt.
    "grill/screen-property-values": {
      "font-size": [...steps.map((step) => `var(${step})`), /^\d*\.?\d+em$/],
      "font-weight": ["400", "600", "700", "inherit"],
    },
  },
};
