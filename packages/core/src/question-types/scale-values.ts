/** The values of a scale from min to max by step; float steps are rounded so 0.1 + 0.2 reads 0.3. */
export function scaleValues(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  const count = Math.floor((max - min) / step + 1e-9);
  for (let i = 0; i <= count && i <= 200; i++) values.push(Number((min + i * step).toFixed(6)));
  return values;
}
