export type ViewMode = "grid" | "list";
const KEY = "dashboard-view-mode";

/** The saved grid/list choice; grid by default. */
export function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

export function saveViewMode(mode: ViewMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // The choice still holds for this visit.
  }
}
