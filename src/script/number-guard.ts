/**
 * Names that contain digits and are not numbers a viewer reads as data: standards and parts
 * every video may name. A video adds its own product names in its definition
 * (`namesWithDigits`). Everything else with a digit in script or scene text must come from a
 * reference. Each entry is a proper name as its owner writes it.
 */
export const namesWithDigits = [
  'Gen5', // PCIe generation, a standard's name
  'HBM3',
  'HBM3e',
  'LPDDR5X',
  'DDR5', // memory standards
  'C2C',
  'NVLink-C2C', // NVIDIA's link name ("chip-to-chip")
  'L1',
  'L2',
  'L3', // cache level names
  'FP32', // number format name
  'x16', // PCIe link width name
] as const;

/**
 * Digits typed into text outside `{references}` and outside the allowed names.
 *
 * @example typedNumbers('C2C runs at 900 GB/s') // ['900']
 */
export function typedNumbers(text: string, videoNames: readonly string[] = []): string[] {
  const allowed = new Set<string>([...namesWithDigits, ...videoNames]);
  const withoutReferences = text.replace(/\{[^}]*\}/g, ' ');
  return withoutReferences
    .split(/[\s·,;:()"'“”‘’!?]+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => /\d/.test(token) && !allowed.has(token) && !allowedCompound(token, allowed));
}

/** "NVLink-C2C's" or "H100's": an allowed name with a possessive or plural ending. */
function allowedCompound(token: string, allowed: ReadonlySet<string>): boolean {
  const base = token.replace(/(['’]s|s)$/u, '');
  return allowed.has(base);
}
