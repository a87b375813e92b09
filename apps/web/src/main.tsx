import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { i18n, initI18n } from "./lib/i18n";
import { initTheme } from "./lib/theme";
import "./index.css";

initTheme();
void initI18n();
i18n.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
