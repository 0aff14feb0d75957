import { DISMISSED_NOTICES_KEY, NOTICES_FOLD_ATTRIBUTE } from "../../shared/notices/notice-dismissals";

/**
 * Runs in <head> before the body is parsed, so a notice the visitor hid never shows, not
 * even for one frame: it reads the hidden hashes and adopts a style sheet that hides the
 * matching [data-notice-hash] elements. A constructed sheet is CSSOM, so the page needs no
 * inline-style allowance in its CSP; the script itself is allowed by its hash.
 * It first marks <html> with NOTICES_FOLD_ATTRIBUTE: scripts run, so the phone layout may fold
 * long notices to one line behind a "more" button; without scripts every notice shows whole.
 */
export const EARLY_NOTICE_SCRIPT =
  `(function(){document.documentElement.setAttribute(${JSON.stringify(NOTICES_FOLD_ATTRIBUTE)},"");try{` +
  `var h=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_NOTICES_KEY)})||"[]"),r=[],i;` +
  `if(!Array.isArray(h))return;` +
  `for(i=0;i<h.length;i++)if(h[i]===h[i]>>>0)r.push('[data-notice-hash="'+h[i]+'"]');` +
  `if(!r.length)return;` +
  `var s=new CSSStyleSheet();s.replaceSync(r.join(",")+"{display:none!important}");` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s)` +
  `}catch(e){}})()`;
