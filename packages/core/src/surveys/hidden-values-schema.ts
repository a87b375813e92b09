import { z } from "zod";
import { MAX_HIDDEN_FIELD_VALUE_LENGTH } from "./hidden-values";

/** More names than a survey can declare are let through, for pickHiddenValues to sort out; past this, none is. */
const MAX_SENT_HIDDEN_VALUES = 100;

/**
 * Hidden values as a respondent's write sends them (docs/product/respondent.md#hidden-fields):
 * text by name. The shape is checked here; which names the survey declares, the trimming and the
 * length are pickHiddenValues's (hidden-values.ts), so an undeclared name is dropped, not refused.
 */
export const hiddenValuesBodySchema = z
  .record(z.string().max(100), z.string().max(MAX_HIDDEN_FIELD_VALUE_LENGTH * 4))
  .refine((values) => Object.keys(values).length <= MAX_SENT_HIDDEN_VALUES, {
    message: `At most ${MAX_SENT_HIDDEN_VALUES} hidden values`,
  });
