import { byLanguage } from "./by-language";

/*
 * The editor's words live beside the code that shows them: this file holds those of the page
 * shell and those more than one section shows; each section keeps its own in <section>/words.ts
 * (docs/decisions/010-editor-words.md). None of them reach the public pages.
 */

/** The page shell's words, and the words more than one section shows. */
export const EDITOR_WORDS = byLanguage({
  sl: {
    title: "Urejanje",
    notices: "Obvestila",
    hours: "Delovni čas",
    menu: "Meni",
    daily: "Malica",
    dailyTitle: "Dnevna ponudba",
    changes: "Spremembe",
    otherLanguage: "English",
    signedInAs: "Prijavljeni kot",
    readOnly:
      "Urejanje tu ni vklopljeno: stran kaže vgrajene podatke, ki jih ni mogoče spreminjati. Za preskus urejanja zaženite »npm run start:firestore« in odprite /urejanje na 127.0.0.1.",
    viewOnSite: "Poglej na strani",
    save: "Shrani",
    preview: "Predogled",
    delete: "Izbriši",
    undo: "Razveljavi zadnjo spremembo",
    unsaved: "Neshranjene spremembe: shranite jih, preden zapustite stran.",
    saved: "Shranjeno. Sprememba je že na strani.",
    savedAhead: "Shranjeno. Na strani bo na svoj dan.",
    deleted: "Izbrisano.",
    undone: "Zadnja sprememba je razveljavljena.",
    nothingToUndo: "Ta dokument nima zabeležene spremembe.",
    undoConflict: "Nič ni razveljavljeno: del te spremembe je bil medtem znova spremenjen. Kaj se je zgodilo, kažejo Spremembe.",
    conflict:
      "Nekdo je ta dokument medtem že shranil, zato vaša sprememba ni shranjena. Spodaj so trenutne vrednosti; vaš vnos je ohranjen v obrazcu. Preverite in shranite znova.",
    currentValues: "Trenutne vrednosti",
    fixErrors: "Popravite označena polja.",
    removedTitle: "Iz besedila je bilo odstranjeno:",
    edit: "Uredi",
    price: "Cena (€)",
    soldOut: "Danes razprodano",
    guest: "Za goste",
    student: "Za študente",
    studentMeals: "Študentski boni",
    surcharge: "Doplačilo študenta za obrok na bon (€)",
    fromDay: "od",
    untilDay: "do",
    allergens: {
      legend: "Alergeni",
      hint: "Obkljukajte vse, kar vsebuje. Če ni obkljukano nič, stran piše »brez alergenov s seznama« – ali »vprašajte osebje«, če je izbrano spodnje polje.",
      unknown: "Ni podatkov o alergenih (gostje naj vprašajo osebje)",
    },
  },
  en: {
    title: "Editor",
    notices: "Notices",
    hours: "Opening hours",
    menu: "Menu",
    daily: "Lunch",
    dailyTitle: "Daily offer",
    changes: "Changes",
    otherLanguage: "Slovensko",
    signedInAs: "Signed in as",
    readOnly:
      "Editing is not switched on here: this shows the embedded data, which cannot change. To try editing, run “npm run start:firestore” and open /en/urejanje on 127.0.0.1.",
    viewOnSite: "View on the site",
    save: "Save",
    preview: "Preview",
    delete: "Delete",
    undo: "Undo the last change",
    unsaved: "Unsaved changes: save them before you leave the page.",
    saved: "Saved. The change is on the site now.",
    savedAhead: "Saved. It will be on the site on its day.",
    deleted: "Deleted.",
    undone: "The last change was undone.",
    nothingToUndo: "This document has no recorded change.",
    undoConflict: "Nothing was undone: part of this change has been changed again since. Changes shows what happened.",
    conflict:
      "Someone else saved this document in the meantime, so your change was not saved. The current values are below; your input is kept in the form. Compare and save again.",
    currentValues: "Current values",
    fixErrors: "Please correct the marked fields.",
    removedTitle: "Removed from the text:",
    edit: "Edit",
    price: "Price (€)",
    soldOut: "Sold out today",
    guest: "For guests",
    student: "For students",
    studentMeals: "Student meals",
    surcharge: "Student surcharge per voucher meal (€)",
    fromDay: "from",
    untilDay: "until",
    allergens: {
      legend: "Allergens",
      hint: "Tick everything it contains. With nothing ticked the site says “no listed allergens” – or “ask the staff” when the box below is ticked.",
      unknown: "No allergen data (guests should ask the staff)",
    },
  },
});
