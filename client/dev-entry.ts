// The page's script under `npm run dev` (see scripts/dev/vite-dev.ts): React Fast Refresh must be
// installed before any component module runs, which a page that Vite did not write lacks.
import "@vitejs/plugin-react/preamble";
import "./entry";
