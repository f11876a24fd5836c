import {formatModifiers, formatQuantity, type FormatModifier} from '../model/format';
import {qualifiersOf} from '../model/provenance';
import type {Quantity} from '../model/quantity';

/** Every quantity a script's text may reference: the model, the script's examples, a video's computed values. */
export type References = Readonly<Record<string, Quantity>>;

const referencePattern = /\{([^{}]*)\}/g;

export type ReferenceProblem = {reference: string; message: string};

/** Splits `nvlink5.perGpu:bare+plain` into its key and modifiers. */
function parseReference(body: string): {key: string; modifiers: string[]} {
  const [key = '', modifierText] = body.split(':');
  return {key: key.trim(), modifiers: modifierText === undefined ? [] : modifierText.split('+').map((m) => m.trim())};
}

/** Problems with the references in a text: unknown keys (with the nearest known one) and unknown modifiers. */
export function referenceProblems(text: string, references: References): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  for (const match of text.matchAll(referencePattern)) {
    const {key, modifiers} = parseReference(match[1] ?? '');
    if (!(key in references)) problems.push({reference: key, message: unknownMessage(key, Object.keys(references))});
    const q = references[key];
    if (modifiers.includes('qualifier') && q !== undefined && qualifiersOf(q).length === 0) {
      problems.push({
        reference: key,
        message: `{${match[1]}}: ${key} is a ${q.kind} value and has no provenance qualifier to show`,
      });
    }
    for (const m of modifiers) {
      if (!(formatModifiers as readonly string[]).includes(m)) {
        problems.push({
          reference: key,
          message: `unknown format "${m}" in {${match[1]}} (allowed: ${formatModifiers.join(', ')})`,
        });
      }
    }
  }
  if (/[{}]/.test(text.replace(referencePattern, ''))) {
    problems.push({reference: '', message: 'unbalanced { or } in text'});
  }
  return problems;
}

/**
 * Replaces every `{key[:modifiers]}` by its formatted quantity.
 *
 * @example resolveText('{nvlink5.perGpu}', refs) // "1.8 TB/s both ways"
 */
export function resolveText(text: string, references: References): string {
  return text.replace(referencePattern, (_, body: string) => {
    const {key, modifiers} = parseReference(body);
    const q = references[key];
    if (q === undefined)
      throw new Error(referenceProblems(`{${body}}`, references)[0]?.message ?? `unknown reference ${key}`);
    return formatQuantity(q, modifiers as FormatModifier[]);
  });
}

/** The keys a text references. */
export function referencedKeys(text: string): string[] {
  return [...text.matchAll(referencePattern)].map((m) => parseReference(m[1] ?? '').key);
}

/** A group of quantities (`nvlink5`) lists its members; anything else names the nearest known key. */
function unknownMessage(key: string, known: string[]): string {
  const members = key === '' ? [] : known.filter((k) => k.startsWith(`${key}.`));
  if (members.length > 0) {
    const shown = members
      .slice(0, 8)
      .map((k) => `{${k}}`)
      .join(', ');
    return `{${key}} is a group, not a quantity: use one of ${shown}${members.length > 8 ? `, … (${members.length} in all)` : ''}`;
  }
  const near = nearest(key, known);
  return `unknown reference ${key}` + (near === undefined ? '' : ` (did you mean ${near}?)`);
}

function nearest(key: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return bestDistance <= Math.max(3, Math.floor(key.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
