(function () {
  try {
    var saved = localStorage.getItem("theme");
    var dark = saved === "dark" || ((saved === null || saved === "system") && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.add(dark ? "dark" : "light");
  } catch {
    document.documentElement.classList.add("light");
  }
})();
