/**
 * A number counting up to its settled value: every figure in the text is scaled by `progress`
 * and printed with the same decimals and separators; the rest of the text stays.
 *
 * @example countText('18 × 100 GB/s', 0.5) // "9 × 50 GB/s"
 */
export function countText(text: string, progress: number): string {
  const p = Math.min(1, Math.max(0, progress));
  return text.replace(/\d[\d,]*(\.\d+)?/g, (figure) => {
    const decimals = figure.includes('.') ? (figure.split('.')[1] ?? '').length : 0;
    const value = Number(figure.replace(/,/g, '')) * p;
    const fixed = value.toFixed(decimals);
    const [whole = '', fraction] = fixed.split('.');
    const grouped = figure.includes(',') ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
  });
}
