export { EDITOR_SCRIPT } from "./editor-script";
export { EDITOR_CSS } from "./editor-style";

export const EDITOR_STYLESHEET = "/urejanje/editor.css";
export const EDITOR_SCRIPT_PATH = "/urejanje/editor.js";
