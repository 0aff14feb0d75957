import { inject, it } from "vitest";
import "./provided";
import { simulateDay } from "./simulate-day";

// `npm run bench:day` runs this file alone and reads the result from the task's meta; it checks nothing.
it("simulates the day for the bench", async ({ task }) => {
  task.meta.day = await simulateDay({ proxyHost: inject("billingProxyHost"), project: inject("dayProject") });
});
