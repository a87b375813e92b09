/** A share id: two random base-36 chunks, up to 26 characters (docs/product/surveys-and-questions.md#states-and-sharing). */
export function generateShareId(): string {
  const chunk = () => {
    const [a = 0, b = 0] = crypto.getRandomValues(new Uint32Array(2));
    // 2^53-safe combination of two 32-bit words, printed in base 36 (up to 11 characters).
    return ((a % 2 ** 21) * 2 ** 32 + b).toString(36).padStart(11, "0").slice(0, 13);
  };
  return `${chunk()}${chunk()}`;
}

export function isShareId(value: string): boolean {
  return /^[0-9a-z]{8,26}$/.test(value);
}
