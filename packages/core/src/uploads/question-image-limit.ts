/** How many images a question may show (docs/product/surveys-and-questions.md#images-and-logo). */
export const MAX_QUESTION_IMAGES = 6;
