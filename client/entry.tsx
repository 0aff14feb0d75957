import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppConfigProvider } from "../shared/app-context";
import { PAYLOAD_ELEMENT_ID, type AppPayload } from "../shared/app-payload";
import { createI18n } from "../shared/i18n";
import { createRoutes } from "../shared/routes";
import { apiDataAccess } from "./api-data-access";
import { languageLoader } from "./language-loader";
import "./styles.css";
import "./menu.css";
import "./pages.css";

function readPayload(): AppPayload {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) throw new Error("The page has no hydration data");
  return JSON.parse(element.textContent) as AppPayload;
}

function start() {
  const payload = readPayload();
  const i18n = createI18n(payload.lang, { [payload.lang]: payload.strings });
  const router = createBrowserRouter(
    createRoutes({ data: apiDataAccess, prepareLanguage: languageLoader(i18n, payload.config.buildStamp) }),
    { hydrationData: { loaderData: payload.loaderData } },
  );
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: taps and scrolling stay responsive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppConfigProvider value={payload.config}>
            <RouterProvider router={router} />
          </AppConfigProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

try {
  start();
} catch (error) {
  // Spec §8: a failed start-up is reported on the console; the server-rendered page stays usable.
  console.error(error);
}
