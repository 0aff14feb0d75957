/** Whether this run is on CI, read once: CI set to anything but "", "false" or "0". */
export const ON_CI = !["", "false", "0"].includes(process.env.CI ?? "");
