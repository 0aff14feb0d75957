import { Hono } from "hono";
import { closedOn } from "../../../shared/daily/todays-lunch";
import { DateSchema } from "../../../shared/restaurant/hours-schema";
import { restaurantDate } from "../../../shared/restaurant/opening-hours";
import { FOOD_CATEGORIES } from "../../../shared/menu/menu-groups";
import { COLLECTION, documentPathIn } from "../../data/database-layout";
import { changedQuery } from "../ui/describe-change";
import { fieldErrorText } from "../ui/error-words";
import { type EditorContext, frameOf, html, notFound, redirect, writes, type EditorEnv } from "../context";
import { itemName } from "../ui/item-name";
import { SECTION } from "../editor-urls";
import { refreshAfterSave } from "../refresh";
import { EditConflict, saveChange } from "../change-log";
import { type Form, formOf, INTENT, saveKeyOf } from "../ui/form-values";
import { renderEditorPage } from "../ui/layout";
import { dailyForm, dailyFromForm, dishFields } from "./daily-form";
import { type DailyEdit, DayPage, shiftDate, type WeekDay, WeekPage } from "./daily-page";

const FOOD_GROUPS = new Set<string>(FOOD_CATEGORIES.map((category) => category.key));

/** The Monday of the week a day is in. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

async function hours(c: EditorContext) {
  return (await c.var.repository.read("urnik")).value;
}

async function menuItems(c: EditorContext): Promise<DailyEdit["items"]> {
  const menu = await c.var.documents.menu();
  return menu.groups
    .filter((group) => FOOD_GROUPS.has(group.key))
    .flatMap((group) => group.items)
    .filter((item) => typeof item.data.id === "number" && item.data.ignore !== true)
    .map((item) => ({ id: item.data.id as number, name: itemName(item.data, c.var.lang, item.id) }));
}

async function dayPage(c: EditorContext, date: string, edit: Omit<DailyEdit, "date" | "closed" | "items">, status: 200 | 409 | 422 = 200) {
  const full: DailyEdit = { ...edit, date, closed: closedOn(await hours(c), date), items: await menuItems(c) };
  return html(c, renderEditorPage(<DayPage frame={frameOf(c, SECTION.daily)} edit={full} editable={c.var.email !== null} />), status);
}

/** The daily offer: the week Monday to Friday, and one day's offer with its dishes. */
export const dailyRoutes = new Hono<EditorEnv>()
  .get("/", async (c) => {
    const asked = c.req.query("teden");
    const today = restaurantDate(Date.now());
    const monday = mondayOf(asked && DateSchema.safeParse(asked).success ? asked : today);
    const openingHours = await hours(c);
    const dates = Array.from({ length: 5 }, (_, offset) => shiftDate(monday, offset));
    const week: WeekDay[] = await Promise.all(
      dates.map(async (date) => {
        const stored = await c.var.documents.get(documentPathIn(COLLECTION.daily, date));
        return {
          date,
          closed: closedOn(openingHours, date),
          offer: stored.updateTime === null ? null : stored.data,
          past: date < today,
        };
      }),
    );
    const body = <WeekPage frame={frameOf(c, SECTION.daily)} week={week} previous={shiftDate(monday, -7)} next={shiftDate(monday, 7)} />;
    return html(c, renderEditorPage(body));
  })
  .get("/:date", async (c) => {
    const date = c.req.param("date");
    if (!DateSchema.safeParse(date).success) return notFound(c);
    const stored = await c.var.documents.get(documentPathIn(COLLECTION.daily, date));
    return dayPage(c, date, { form: dailyForm(stored.data, c.var.lang), errors: {}, updateTime: stored.updateTime, conflict: null });
  })
  .post(
    "/:date",
    writes<"/:date">(async (c, who, body) => {
      const date = c.req.param("date");
      if (!DateSchema.safeParse(date).success) return notFound(c);
      const lang = c.var.lang;
      const form = formOf(body);
      const intent = form[INTENT] ?? "save";
      const path = documentPathIn(COLLECTION.daily, date);
      const expected = form.updateTime || null;
      const again = (
        status: 200 | 409 | 422,
        next: Form,
        errors: DailyEdit["errors"] = {},
        conflict: DailyEdit["conflict"] = null,
        updateTime = expected,
      ) => dayPage(c, date, { form: next, errors, updateTime, conflict }, status);

      if (intent === "copy") {
        const from = form.copyFrom ?? "";
        const source = DateSchema.safeParse(from).success ? await c.var.documents.get(documentPathIn(COLLECTION.daily, from)) : null;
        if (!source || source.updateTime === null)
          return again(422, form, { copyFrom: fieldErrorText(lang, ["copyFrom"], "no offer that day") });
        return again(200, { ...dailyForm(source.data, lang, { keepSoldOut: false }), copyFrom: from });
      }
      const fill = /^fill-(\d)$/.exec(intent);
      if (fill) {
        const row = Number(fill[1]);
        const id = Number(form[`dishes.${row}.item`]);
        const menu = await c.var.documents.menu();
        const item = menu.groups.flatMap((group) => group.items).find((candidate) => candidate.data.id === id);
        return again(200, item ? { ...form, ...dishFields({ ...item.data, item: id }, row, lang, false) } : form);
      }
      const client = await c.var.firestore();
      try {
        if (intent === "delete") {
          const saved = await saveChange(client, { path, expectedUpdateTime: expected, after: null, who });
          await refreshAfterSave(c, path);
          return redirect(c, SECTION.daily, "deleted", changedQuery(saved, lang));
        }
        const stored = await c.var.documents.get(path);
        const now = Date.now();
        const today = restaurantDate(now);
        const outcome = dailyFromForm(form, date, today, lang, stored.data, now);
        if (!outcome.ok) return await again(422, form, outcome.errors);
        // A day's first offer is a create: its form's one-time key makes a second send of it the same save.
        const saved = await saveChange(
          client,
          { path, expectedUpdateTime: expected, after: outcome.data, who },
          { key: expected === null ? saveKeyOf(form) : undefined },
        );
        await refreshAfterSave(c, path);
        return redirect(c, `${SECTION.daily}/${date}`, date > today ? "savedAhead" : "saved", changedQuery(saved, lang));
      } catch (error) {
        if (!(error instanceof EditConflict)) throw error;
        return again(409, form, {}, error.current.updateTime === null ? null : error.current.data, error.current.updateTime);
      }
    }),
  );
