// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", ".wrangler/", "test-results/", "playwright-report/", "bench-results/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
    rules: {
      // Template literals with numbers are how this code writes sizes, ports and counts.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `() => setOpen(false)` is how this code writes a handler; the rule still flags a void value used anywhere else.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // An async function that never awaits still turns a throw into a rejection, which the
      // callers of the data sources rely on (a failed read becomes a rejected promise).
      "@typescript-eslint/require-await": "off",
      // An AbortSignal's reason is typed any, and it is what fetch itself rejects with.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true }],
      // Crashes (maximum call stack size) on the recursive FirestoreValue type in typescript-eslint 8.73.0.
      "@typescript-eslint/no-unsafe-class-instance-assignment": "off",
    },
  },
  {
    // Finding control characters is what the sanitizer is for.
    files: ["worker/data/sanitize-html.ts", "tests/unit/sanitize-html.test.ts"],
    rules: { "no-control-regex": "off" },
  },
  {
    files: ["tests/**"],
    rules: {
      // A test reads what the code under test produced (HTML, JSON-LD, API bodies): a wrong
      // guess about its shape, or a missing element, fails the test, which is what it is for.
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // A test's afterAll guards what its beforeAll may have failed to set, whatever the variable's type says.
      "@typescript-eslint/no-unnecessary-condition": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "shared/**/*.{ts,tsx}", "worker/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.{js,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable" } },
  },
);
