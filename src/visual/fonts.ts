import {cancelRender, continueRender, delayRender, staticFile} from 'remotion';

/** The bundled Inter faces (assets/fonts, SIL OFL 1.1). Full fonts: they have ← → ≈ × ÷ · — ≥ ≤ µ ² ³. */
export const fontFaces = [
  {weight: '400', file: 'fonts/Inter-Regular.woff2'},
  {weight: '500', file: 'fonts/Inter-Medium.woff2'},
  {weight: '600', file: 'fonts/Inter-SemiBold.woff2'},
  {weight: '700', file: 'fonts/Inter-Bold.woff2'},
] as const;

let loading: Promise<void> | undefined;

/**
 * Loads every face before the first frame; a missing file cancels the render with its name
 * instead of silently falling back to a machine-dependent font.
 */
export function loadFonts(): Promise<void> {
  if (loading !== undefined) return loading;
  if (typeof document === 'undefined') return Promise.resolve();
  const handle = delayRender('Loading the Inter font files');
  loading = Promise.all(
    fontFaces.map(async ({weight, file}) => {
      const face = new FontFace('Inter', `url(${staticFile(file)}) format('woff2')`, {weight, style: 'normal'});
      try {
        await face.load();
      } catch (error) {
        throw new Error(`font ${file} (weight ${weight}) could not be loaded from assets/: ${String(error)}`);
      }
      document.fonts.add(face);
    }),
  ).then(
    () => continueRender(handle),
    (error: unknown) => cancelRender(error),
  );
  return loading;
}
