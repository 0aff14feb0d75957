/** Cloudflare Web Analytics: the beacon's script comes from one host and reports to another (README: real visitors' vitals). */
export const BEACON_SCRIPT_ORIGIN = "https://static.cloudflareinsights.com";
export const BEACON_CONNECT_ORIGIN = "https://cloudflareinsights.com";
