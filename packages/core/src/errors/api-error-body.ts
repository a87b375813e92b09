/** The one error shape of every API answer that is not a success (codes in error-codes.ts). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per field (a dotted path, `_` for the answers as a whole), the problems found. */
    fields?: Record<string, string[]>;
  };
}
