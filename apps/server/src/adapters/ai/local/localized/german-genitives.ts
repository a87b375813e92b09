/** Articles that mark a German genitive alone ("der Gäste unseres Hotels"): read by the subject finder and the noun phrase. */
export const GERMAN_GENITIVES: readonly string[] = ["des", "eines", "unseres", "meines", "ihres"];
