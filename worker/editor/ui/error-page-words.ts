import { byLanguage } from "./by-language";

/**
 * The editor's error pages: what happened and what the owner can do about it. "Whoever runs the
 * website" is the operator, who adds addresses to EDITOR_EMAILS; the owner need not know the name.
 */
export const ERROR_PAGE_WORDS = byLanguage({
  sl: {
    notFound: "Te strani ni",
    notFoundText: "V urejanju na tem naslovu ni ničesar: povezava je morda napačna ali pa je bilo to, kar je kazala, medtem izbrisano.",
    toStart: "Na začetek urejanja",
    notAllowed: "Ta naslov ne sme urejati strani",
    notAllowedText: (email: string) =>
      `Prijavljeni ste kot ${email}, ta naslov pa ne sme urejati strani. Prosite tistega, ki skrbi za spletno stran, naj ga doda. Če imate naslov, ki že sme urejati, se odjavite in prijavite z njim.`,
    signOut: "Odjava",
    notSignedIn: "Prijave ni bilo mogoče potrditi",
    notSignedInText:
      "Zaprite okno brskalnika, znova odprite urejanje in se prijavite. Če se to ponovi, povejte tistemu, ki skrbi za spletno stran.",
    otherOrigin: "Obrazec je bil poslan od drugod",
    otherOriginText:
      "Nič ni shranjeno: obrazec ni prišel s strani urejanja. Če ste ga poslali vi, stran naložite znova in shranite še enkrat.",
    reload: "Znova odpri stran",
    readOnly: "Tu ni mogoče shranjevati",
    tooLarge: "Obrazec je prevelik",
    tooLargeText: (kb: number) =>
      `Nič ni shranjeno: obrazec je daljši, kot ga urejanje sprejme (${kb} KB, kar je več deset strani besedila). Vrnite se na prejšnjo stran (vaš vnos je tam), skrajšajte besedilo in shranite znova.`,
    failed: "Nekaj je šlo narobe",
    failedText:
      "Pri nas je prišlo do napake, zato nič ni shranjeno. Vrnite se na prejšnjo stran (vaš vnos je tam) in poskusite znova. Če se napaka ponavlja, povejte tistemu, ki skrbi za spletno stran.",
    unavailable: "Baza podatkov se ne odziva",
    unavailableText:
      "Baza podatkov se ta trenutek ne odziva, zato nič ni shranjeno. Vrnite se na prejšnjo stran (vaš vnos je tam) in poskusite znova čez minuto.",
  },
  en: {
    notFound: "Page not found",
    notFoundText:
      "There is nothing in the editor at this address: the link may be wrong, or what it showed has been deleted in the meantime.",
    toStart: "To the editor's first page",
    notAllowed: "This address may not edit the site",
    notAllowedText: (email: string) =>
      `You are signed in as ${email}, and this address may not edit the site. Ask whoever runs the website to add it. If you have an address that may edit already, sign out and sign in with that one.`,
    signOut: "Sign out",
    notSignedIn: "Your sign-in could not be confirmed",
    notSignedInText: "Close the browser window, open the editor again and sign in. If it happens again, tell whoever runs the website.",
    otherOrigin: "The form was sent from elsewhere",
    otherOriginText:
      "Nothing was saved: the form did not come from the editor's own pages. If you sent it, reload the page and save once more.",
    reload: "Open the page again",
    readOnly: "Nothing can be saved here",
    tooLarge: "The form is too large",
    tooLargeText: (kb: number) =>
      `Nothing was saved: the form is longer than the editor accepts (${kb} KB, tens of pages of text). Go back to the previous page (your input is there), shorten the text and save again.`,
    failed: "Something went wrong",
    failedText:
      "Something went wrong on our side, so nothing was saved. Go back to the previous page (your input is there) and try again. If it keeps happening, tell whoever runs the website.",
    unavailable: "The database is not answering",
    unavailableText:
      "The database is not answering right now, so nothing was saved. Go back to the previous page (your input is there) and try again in a minute.",
  },
});
