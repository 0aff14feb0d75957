import { MAX_PHOTO_BYTES } from "../../../shared/menu/photo";
import { MIN_PHOTO } from "../../../shared/menu/photo-variants";
import { MAX_PIXELS } from "../../photos/inspect-photo";
import { byLanguage } from "../ui/by-language";

/* The limits the words state, from where the checks take them. */
const MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);
const SMALLEST = `${MIN_PHOTO.width} × ${MIN_PHOTO.height}`;
const MILLIONS_OF_PIXELS = MAX_PIXELS / 1_000_000;

/** An item's photo form, and why an upload was refused (keyed as inspect-photo.ts names the reasons). */
export const PHOTO_WORDS = byLanguage({
  sl: {
    heading: "Fotografija",
    none: "Jed še nima fotografije: na meniju je brez slike.",
    current: "Zdaj na strani",
    file: "Fotografirajte ali izberite sliko",
    fileHint: `JPEG, PNG, WebP ali AVIF, do ${MEGABYTES} MB, vsaj ${SMALLEST} pik. Podatki o kraju in fotoaparatu se ne shranijo.`,
    cropHint: "Tapnite ali povlecite po sliki: izbrano mesto ostane v okvirju 3 : 2.",
    crop: "Izrez fotografije (puščice ga premikajo)",
    alt: "Opis slike (slovensko)",
    altEn: "Opis slike v angleščini",
    altHint: "Prebere ga bralnik zaslona. Prazno: ime jedi.",
    save: "Shrani fotografijo",
    remove: "Odstrani fotografijo",
    missing: "Izberite fotografijo.",
    tooLarge: `Datoteka je večja od ${MEGABYTES} MB. Izberite manjšo sliko.`,
    sizeUnstated: "Pošiljka ni povedala svoje prave velikosti, zato je nismo prebrali. Fotografijo pošljite znova s tega obrazca.",
    notAPhoto: "Ta datoteka ni fotografija. Sprejmemo JPEG, PNG, WebP ali AVIF.",
    damaged: "Slika je poškodovana ali ni prišla do konca. Izberite jo znova.",
    tooManyPixels: `Slika ima preveč pik za obdelavo (največ ${MILLIONS_OF_PIXELS} milijonov). Izberite manjšo.`,
    tooSmall: `Slika je premajhna: potrebnih je vsaj ${SMALLEST} pik.`,
    heic: "Slika je v formatu HEIC (iPhone). V Nastavitvah → Kamera → Formati izberite »Najbolj združljivo« ali jo pošljite kot JPEG.",
  },
  en: {
    heading: "Photo",
    none: "The dish has no photo yet: the menu shows it without one.",
    current: "On the site now",
    file: "Take or choose a photo",
    fileHint: `JPEG, PNG, WebP or AVIF, up to ${MEGABYTES} MB, at least ${SMALLEST} px. Location and camera data are not kept.`,
    cropHint: "Tap or drag on the picture: that spot stays inside the 3:2 frame.",
    crop: "The photo's crop (the arrow keys move it)",
    alt: "Picture description (Slovenian)",
    altEn: "Picture description in English",
    altHint: "Read out by screen readers. Empty: the dish's name.",
    save: "Save photo",
    remove: "Remove photo",
    missing: "Choose a photo.",
    tooLarge: `The file is larger than ${MEGABYTES} MB. Choose a smaller picture.`,
    sizeUnstated: "The upload did not state its true size, so it was not read. Send the photo again from this form.",
    notAPhoto: "This file is not a photo. JPEG, PNG, WebP or AVIF are accepted.",
    damaged: "The picture is damaged or did not arrive whole. Choose it again.",
    tooManyPixels: `The picture has too many pixels to process (${MILLIONS_OF_PIXELS} million at most). Choose a smaller one.`,
    tooSmall: `The picture is too small: it needs at least ${SMALLEST} px.`,
    heic: "The picture is HEIC (iPhone). In Settings → Camera → Formats choose “Most Compatible”, or send it as JPEG.",
  },
});
