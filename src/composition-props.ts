import {z} from 'zod';
import {themeNameSchema} from './visual/tokens';

/** Props every composition takes; editable in Studio's props panel. */
export const compositionPropsSchema = z.object({
  theme: themeNameSchema,
  fps: z.union([z.literal(24), z.literal(30), z.literal(60)], {message: 'fps must be 24, 30 or 60'}),
  /** the drawing layer alone, chrome and labels off (the boundary test: each cut compared without its texts) */
  drawingOnly: z.boolean().optional(),
});
export type CompositionProps = z.infer<typeof compositionPropsSchema>;
export const defaultCompositionProps: CompositionProps = {theme: 'dark', fps: 30};

/** Props validated with a message naming each bad prop and its allowed values (Remotion does not validate at render time). */
export function parseCompositionProps(id: string, props: unknown): CompositionProps {
  const result = compositionPropsSchema.safeParse(props);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || 'props'}: ${i.message}`).join('; ');
  throw new Error(`Invalid props for ${id}: ${problems}`);
}
