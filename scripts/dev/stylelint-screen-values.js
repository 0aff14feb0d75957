/**
 * The stylelint rule `grill/screen-property-values`: stylelint's own
 * `declaration-property-value-allowed-list`, applied to the screen styles only. Declarations
 * inside `@media print` are left out, because print sizes are in pt and off the screen's type scale.
 */
import stylelint from "stylelint";

const ruleName = "grill/screen-property-values";

/** @type {import("stylelint").Rule} */
const rule = (allowed) => async (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: allowed, possible: [(value) => typeof value === "object"] })) return;
  const screen = root.clone();
  screen.walkAtRules("media", (atRule) => {
    if (/\bprint\b/.test(atRule.params)) atRule.remove();
  });
  await stylelint.utils.checkAgainstRule(
    { ruleName: "declaration-property-value-allowed-list", ruleSettings: allowed, root: screen, result },
    (warning) =>
      stylelint.utils.report({
        ruleName,
        result,
        message: `${warning.text.replace(/ \(declaration-property-value-allowed-list\)$/, "")}: off the type scale (a --text-… step of client/styles.css or em; weights 400, 600, 700)`,
        node: warning.node,
        word: warning.node.value,
      }),
  );
};
rule.ruleName = ruleName;
rule.messages = stylelint.utils.ruleMessages(ruleName, {});

export default stylelint.createPlugin(ruleName, rule);
