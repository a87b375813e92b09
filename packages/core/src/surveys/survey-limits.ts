/** The most questions a survey holds (the survey's schema and its translations' both keep to it). */
export const MAX_QUESTIONS = 200;
