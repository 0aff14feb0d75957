/** The editor's style sheet, served on its own path: nothing of it reaches the public pages. */
export const EDITOR_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f1a17;background:#fffaf3}
a{color:#7a2e12}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.bar{background:#7a2e12;color:#fff;padding:.5rem .75rem}
.bar ul{display:flex;flex-wrap:wrap;gap:.25rem .9rem;margin:0;padding:0;list-style:none}
.bar a{color:#fff;font-weight:600;text-decoration:none;display:inline-block;padding:.35rem 0;min-height:44px;line-height:2}
.bar a[aria-current=page]{text-decoration:underline;text-underline-offset:.3em}
.who{margin:0;font-size:.85rem}
main{max-width:46rem;margin:0 auto;padding:1rem .75rem 4rem}
h1{font-size:1.5rem;margin:.25rem 0}
.heading{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 1rem;margin-bottom:1rem}
.heading a{display:inline-block;min-height:44px;line-height:44px}
.change-lines{margin:.25rem 0 .5rem;padding-left:1.2rem}
.card__title{margin:0 0 .25rem;font-size:1.05rem}
h2{font-size:1.2rem}
.banner{border-radius:10px;padding:.75rem;margin:0 0 1rem;background:#f4e9da}
.banner p{margin:.25rem 0}
.banner--ok{background:#e3f3e6;border:1px solid #2f7a3d}
.banner--error,.banner--conflict{background:#fde8e4;border:1px solid #a4260d}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.8rem;background:#fff;padding:.5rem;border-radius:6px}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.card{background:#fff;border:1px solid #e3d5c3;border-radius:12px;padding:.75rem}
.card h3{margin:0 0 .5rem;font-size:1.05rem}
.card__state{margin:0 0 .5rem;font-size:.9rem;color:#4a403a}
fieldset{border:0;margin:0;padding:0;min-width:0}
.rows>fieldset,.editor fieldset.choices{margin:.75rem 0}
.weekday,.exception{border:1px solid #e3d5c3;border-radius:10px;padding:.5rem .75rem .75rem;margin:.5rem 0;background:#fff}
legend{font-weight:700;padding:0 .25rem}
.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
@media (max-width:359px){.row{grid-template-columns:minmax(0,1fr)}}
.field{margin:.5rem 0}
.field label{display:block;font-weight:600;margin-bottom:.2rem}
input[type=text],input[type=date],input[type=time],textarea,select{width:100%;max-width:100%;min-width:0;font:inherit;padding:.55rem .6rem;border:1px solid #8a7a6c;border-radius:8px;background:#fff;min-height:44px}
.field--error input,.field--error textarea{border:2px solid #a4260d}
.error{color:#a4260d;font-weight:600;margin:.25rem 0 0}
.hint{color:#4a403a;font-size:.9rem;margin:.25rem 0}
.check{display:flex;align-items:center;gap:.5rem;min-height:44px;flex-wrap:wrap}
.check input{width:1.4rem;height:1.4rem;margin:0}
.choices{display:flex;flex-wrap:wrap;gap:0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}
.unsaved{flex-basis:100%;margin:0;color:#7a2e12;font-weight:600}
.form--dirty{outline:2px dashed #7a2e12;outline-offset:6px;border-radius:4px}
button,.button{font:inherit;font-weight:700;border:0;border-radius:10px;padding:.6rem 1.1rem;min-height:44px;background:#7a2e12;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
button.secondary{background:#fff;color:#7a2e12;border:2px solid #7a2e12}
button.danger{background:#a4260d}
.undo{margin-top:1rem}
.preview{margin-top:1.25rem}
.notice-preview{background:#fde7c2;border-radius:10px;padding:.5rem .75rem;margin:.5rem 0}
.notice-preview .notice__number{font-weight:700;color:#7a2e12}
.removed{background:#fff;border:1px dashed #a4260d;border-radius:8px;padding:.5rem .75rem;margin:.5rem 0}
.days{list-style:none;margin:0;padding:0}
.days li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:.35rem 0;border-bottom:1px dashed #e3d5c3}
.days li>span:first-child{min-width:7.5rem;font-weight:600}
.days li.closed>span:nth-child(2){color:#a4260d;font-weight:600}
.tile{font-weight:700}
.jump{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin-bottom:1rem}
.jump a{display:inline-block;min-height:44px;line-height:44px}
.field select+button{margin-top:.5rem}
.allergens .check{min-width:45%}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
