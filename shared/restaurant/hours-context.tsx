import { createContext, useContext } from "react";
import type { Hours } from "./hours-schema";

const HoursContext = createContext<Hours | null>(null);

/** The opening hours the page was rendered with, for every part of the layout that shows them. */
export const HoursProvider = HoursContext.Provider;

export function useHours(): Hours {
  const hours = useContext(HoursContext);
  if (!hours) throw new Error("HoursProvider is missing");
  return hours;
}
