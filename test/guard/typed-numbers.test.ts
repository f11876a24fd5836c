// Guard: no number typed into text a viewer reads, anywhere in the composition and visual code.
//
// Every number on screen must come from the model, a script's constants or a video's own
// computation (docs/design.md §Text). `check` enforces this for script texts; this test scans the
// source of compositions/ and src/visual/ (scene components, once they exist) for string
// literals, template literals and JSX text that would be shown, and runs the same
// typedNumbers() on each. A failure names the file, the line and the text.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {typedNumbers} from '../../src/script/number-guard';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A video's folder may name its own products (its definition's namesWithDigits); a file that
 * serves every video (compositions/*.ts) the names of all of them; src/ only the engine's.
 */
function namesFor(file: string): readonly string[] {
  const rel = relative(root, file).split('\\').join('/');
  const folder = /^compositions\/([a-z0-9-]+)\//.exec(rel)?.[1];
  if (folder !== undefined) return videos.find((v) => v.script.id === folder)?.namesWithDigits ?? [];
  return rel.startsWith('compositions/') ? videos.flatMap((v) => v.namesWithDigits) : [];
}
const scannedDirs = ['compositions', 'src/visual'];

/**
 * Whole files with no viewer text: pure modules that compute numbers. Their strings are model
 * keys, notes on derived quantities and developer error messages; a frame shows what they
 * compute only through `{references}` or the formatter. Each must stay a plain .ts module.
 */
const pureModule = /^(simulate-warps|build-topology|compute-[a-z-]+|race-paths)\.ts$/;

/** Object properties whose string values are identifiers or metadata, never shown as text. */
const nonTextProperties = new Map<string, string>([
  ['id', 'ids are kebab-case names, not text'],
  ['until', 'names a beat id'],
  ['where', 'names the frames of a colour group (the audit report)'],
  ['focus', 'names a diagram part'],
  ['kind', 'an enum value (motion kind, tray kind…)'],
  ['section', 'an enum value of the rack stack'],
  ['count', 'a model key'],
  ['key', 'a React key or model key'],
  ['note', "a quantity's note: provenance for the model, not a label"],
  ['categoryId', "YouTube's numeric category ('28' = Science & Technology), metadata not shown in the video"],
  ['language', 'a language code'],
  ['unit', 'a display unit, applied by the formatter'],
  ['dimension', 'a dimension name'],
  ['convention', 'a convention name'],
  ['url', 'a source address'],
  [
    'source',
    "a claim's source: a key of sources.ts or the book's chapter and section, listed in facts.md, never drawn",
  ],
  ['weight', "a font face's CSS weight ('400'…'700')"],
  ['fontWeight', "a CSS font weight ('700')"],
]);

/** JSX attributes whose values are styling, geometry or ids, never shown as text. */
const nonTextAttributes = new Set([
  'key',
  'id',
  'className',
  'style',
  'd',
  'viewBox',
  'points',
  'transform',
  'fill',
  'stroke',
  'src',
  'href',
  'fontFamily',
  'fontWeight',
  'textAnchor',
  'dominantBaseline',
  'strokeDasharray',
  'strokeLinecap',
  'strokeLinejoin',
  'preserveAspectRatio',
  'xmlns',
  'clipPath',
  'mask',
  'filter',
  'gradientTransform',
  'offset',
  'stopColor',
  'layout',
  'premountFor',
  'name',
]);

/** Calls whose string arguments are not viewer text. */
const nonTextCalls = new Map<string, string>([
  ['example', "a script constant's dimension, unit and note (kind example)"],
  ['make', "a quantity's dimension and unit"],
  ['need', 'a model key'],
  ['get', 'a model key'],
  ['modelValue', 'a model key'],
  ['staticFile', 'an asset path'],
  ['require', 'a module path'],
  ['getContext', "a canvas context type ('2d')"],
  ['createElement', 'a DOM tag name'],
  ['setAttribute', 'a DOM attribute name or value'],
  ['addEventListener', 'a DOM event name'],
  ['querySelector', 'a DOM selector'],
  ['Error', 'a message for the developer, shown by `check` or a failing render'],
  ['TypeError', 'a message for the developer'],
  ['RangeError', 'a message for the developer'],
]);

/** An identifier-like string (kebab, dotted or camel case, no spaces): an id or a key, e.g. 'hbm3e', 'latency.hbm'. */
const identifierLike = /^[a-z][a-zA-Z0-9]*([.\-_/:][a-zA-Z0-9]+)*$/;

/** A path or file name: './x', '../fonts/Inter-4.1.woff2', 'fonts/a.ttf'. */
const pathLike =
  /^(\.{1,2}\/|\/)?[\w@.-]+(\/[\w@.-]+)*\.(tsx?|jsx?|json|ttf|otf|woff2?|png|jpe?g|svg|webp|mp4|webm|css)$|^\.{1,2}\//;

const cssFunction = /\b[a-z-]+\([^()]*\)/gi;
const cssKeywords = new Set([
  'solid',
  'dashed',
  'dotted',
  'none',
  'auto',
  'inherit',
  'transparent',
  'center',
  'bold',
  'normal',
  'italic',
  'inset',
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'forwards',
  'both',
  'absolute',
  'relative',
  'flex',
  'grid',
  'block',
  'tabular-nums',
  'to',
  'top',
  'bottom',
  'left',
  'right',
  'at',
  'circle',
  'ellipse',
  'deg',
  'px',
]);
const cssUnitValue = /^-?(\d+\.?\d*|\.\d+)(px|%|em|rem|deg|turn|rad|ms|s|vh|vw|vmin|vmax|fr|ch|ex)$/;

/**
 * CSS-ish values ('100%', '12px 24px', '#3fc79a', 'translate(-50%, 10px) scale(2)',
 * 'rgba(13, 17, 23, 0.8)'): styling, not text. A bare number ('700') is not CSS-ish here,
 * since a label '900' must not pass; it passes only in a style property or attribute.
 */
export function isCssValue(text: string): boolean {
  const withoutFunctions = text.replace(cssFunction, ' ').replace(cssFunction, ' ');
  if (withoutFunctions.trim() === '' && cssFunction.test(text)) return true;
  const tokens = withoutFunctions.split(/[\s,/]+/).filter((t) => t !== '');
  if (tokens.length === 0) return false;
  return (
    tokens.every((t) => cssUnitValue.test(t) || /^#[0-9a-f]{3,8}$/i.test(t) || cssKeywords.has(t) || t === '0') &&
    !tokens.every((t) => cssKeywords.has(t))
  );
}

/** Inside a `style={{…}}` attribute or an object assigned to a `style`-named binding. */
function inStyle(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n !== undefined; n = n.parent) {
    if (ts.isJsxAttribute(n)) return n.name.getText() === 'style';
    if (ts.isPropertyAssignment(n) && /style$/i.test(n.name.getText())) return true;
    if (ts.isVariableDeclaration(n) && /style$/i.test(n.name.getText())) return true;
    if (ts.isSourceFile(n) || ts.isFunctionLike(n)) return false;
  }
  return false;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (e.kind === ts.SyntaxKind.ImportKeyword) return 'require';
  return '';
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

/**
 * The node whose parent decides what a value is for, climbing through expressions that pass it
 * on unchanged: `c ? undefined : '6 5'`, `x ?? '100%'`, `('a')`, `'a' as const`.
 */
function usedAs(node: ts.Node): ts.Node {
  let n = node;
  for (;;) {
    const p = n.parent;
    const passesOn =
      ts.isParenthesizedExpression(p) ||
      ts.isAsExpression(p) ||
      ts.isSatisfiesExpression(p) ||
      (ts.isConditionalExpression(p) && p.condition !== n) ||
      (ts.isBinaryExpression(p) &&
        [
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(p.operatorToken.kind));
    if (!passesOn) return n;
    n = p;
  }
}

/** Why a string literal is not viewer text, or undefined when it is. */
function notViewerText(
  literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression,
  text: string,
): string | undefined {
  const node = usedAs(literal);
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return 'module path';
  if (ts.isLiteralTypeNode(parent)) return 'a type';
  if (ts.isPropertyAssignment(parent) && parent.name === node) return 'an object key';
  if (ts.isComputedPropertyName(parent)) return 'an object key';
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return 'an index key';
  if (ts.isPropertyAssignment(parent) && nonTextProperties.has(propertyName(parent.name)))
    return nonTextProperties.get(propertyName(parent.name));
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      parent.operatorToken.kind,
    )
  )
    return 'a comparison';
  if (ts.isCaseClause(parent)) return 'a comparison';
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && nonTextCalls.has(calleeName(parent)))
    return nonTextCalls.get(calleeName(parent));
  if (ts.isJsxAttribute(parent) && nonTextAttributes.has(parent.name.getText())) return 'a styling or id attribute';
  if (
    ts.isJsxExpression(parent) &&
    ts.isJsxAttribute(parent.parent) &&
    nonTextAttributes.has(parent.parent.name.getText())
  )
    return 'a styling or id attribute';
  // a string shown as a JSX child is text, whatever it looks like
  if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)))
    return undefined;
  if (identifierLike.test(text)) return 'an identifier';
  if (pathLike.test(text)) return 'a path';
  if (isCssValue(text)) return 'a CSS value';
  if (inStyle(literal) && /^[\d.\s]+$/.test(text)) return 'a style number';
  return undefined;
}

export type Finding = {file: string; line: number; text: string; numbers: string[]};

/** Viewer texts with typed numbers in one source file. */
export function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const numbers = typedNumbers(text, namesFor(file));
    if (numbers.length > 0)
      findings.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        text: text.trim(),
        numbers,
      });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (/\d/.test(node.text) && notViewerText(node, node.text) === undefined) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // the literal parts, with each ${…} standing for a computed (not typed) value
      const text = [node.head.text, ...node.templateSpans.map((s) => `{\u2026}${s.literal.text}`)].join('');
      if (/\d/.test(text) && notViewerText(node, text) === undefined) report(node, text);
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    } else if (ts.isJsxText(node)) {
      if (/\d/.test(node.text)) report(node, node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression !== undefined &&
      ts.isNumericLiteral(node.expression) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      report(node, node.expression.text); // <div>{900} GB/s</div>
    } else if (
      ts.isJsxAttribute(node) &&
      node.initializer !== undefined &&
      !nonTextAttributes.has(node.name.getText())
    ) {
      const init = node.initializer;
      if (
        ts.isJsxExpression(init) &&
        init.expression !== undefined &&
        ts.isNumericLiteral(init.expression) &&
        /^(text|label|caption|title|children|value)$/.test(node.name.getText())
      ) {
        report(node, init.expression.text); // <Label text={900} />
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = scannedDirs
  .map((d) => join(root, d))
  .filter((d) => existsSync(d))
  .flatMap(sourceFiles);
const pure = files.filter((f) => pureModule.test(basename(f)));
const scanned = files.filter((f) => !pureModule.test(basename(f)));

describe('no typed numbers in viewer text', () => {
  it('finds the sources to scan', () => {
    expect(scanned.map((f) => relative(root, f))).toEqual(
      expect.arrayContaining([
        'compositions/index.ts',
        'compositions/grace-blackwell/script.ts',
        'compositions/inside-the-sm/script.ts',
        'compositions/nvlink-nvswitch/script.ts',
      ]),
    );
  });

  it('exempts only pure .ts modules, each of which exists', () => {
    expect(pure.map((f) => relative(root, f)).sort()).toEqual(
      expect.arrayContaining([
        'compositions/grace-blackwell/race-paths.ts',
        'compositions/inside-the-sm/compute-sm-figures.ts',
        'compositions/inside-the-sm/simulate-warps.ts',
        'compositions/nvlink-nvswitch/build-topology.ts',
        'compositions/nvlink-nvswitch/compute-rack-figures.ts',
      ]),
    );
    for (const f of pure) {
      expect(f.endsWith('.ts'), f).toBe(true);
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/from ['"](react|remotion)['"]/); // no components, so nothing drawn
    }
  });

  it.each(scanned.map((f) => [relative(root, f), f]))('%s', (_, file) => {
    const findings = scanSource(file, readFileSync(file, 'utf8')).map(
      (f) => `${relative(root, f.file)}:${f.line}: "${f.text}" types ${f.numbers.join(', ')}`,
    );
    expect(findings).toEqual([]);
  });
});

describe('the scanner itself', () => {
  const scan = (source: string, file = 'scene.tsx') => scanSource(file, source).map((f) => f.text);

  it('catches a number typed as JSX text', () => {
    expect(scan('export const A = () => <div>900 GB/s</div>;')).toEqual(['900 GB/s']);
    expect(scan('export const A = () => <Label>C2C runs at <b>900 GB/s</b> each way</Label>;')).toEqual(['900 GB/s']);
  });

  it('catches label text in a string literal, a JSX attribute or a template', () => {
    expect(scan("const label = 'runs at 900 GB/s';", 'scene.ts')).toEqual(['runs at 900 GB/s']);
    expect(scan('export const A = () => <Label text="runs at 900 GB/s" />;')).toEqual(['runs at 900 GB/s']);
    expect(scan("export const A = () => <Label text={'runs at 900 GB/s'} />;")).toEqual(['runs at 900 GB/s']);
    expect(scan('const s = `${gpus} GPUs at 900 GB/s`;', 'scene.ts')).toEqual(['{…} GPUs at 900 GB/s']);
    expect(scan("const labels = [{id: 'c2c', text: 'C2C · 900 GB/s'}];", 'scene.ts')).toEqual(['C2C · 900 GB/s']);
  });

  it('catches a number literal rendered as a child or a text prop', () => {
    expect(scan('export const A = () => <div>{900}</div>;')).toEqual(['900']);
    expect(scan('export const A = () => <Label text={18} />;')).toEqual(['18']);
    expect(scan("export const A = () => <div>{'100%'}</div>;")).toEqual(['100%']);
  });

  it('passes references, names, ids, keys, paths, styling and notes', () => {
    const clean = `
      import {x} from './hbm3e';
      import font from '../../assets/fonts/Inter-4.1.woff2';
      type Kind = 'gen5' | '100';
      const at = refs['nvlink5.perGpu'];
      const spec = {id: 'hbm3e', focus: 'fp32', until: 'gb200', note: '128 GB/s both ways ÷ 2', categoryId: '28'};
      const q = example('dataSize', 100, 'GB', 'the 100 GB read');
      if (kind === 'x16') throw new Error(\`needs 18 chips, got \${n}\`);
      const ctx = canvas.getContext('2d');
      export const A = () => (
        <div key="scene-2" style={{width: '100%', padding: '12px 24px', color: '#3fc79a', fontWeight: '700', transform: 'translate(-50%, 10px) scale(2)'}}>
          <svg viewBox="0 0 1920 1080"><path d="M0 0 L10 10" stroke="rgba(13, 17, 23, 0.8)" /></svg>
          <Label text="{nvlink5.perGpu}" />
          <Caption>{resolveText('GB200 NVL72 over PCIe Gen5 x16, H100 and {c2c.bothWays}', refs)}</Caption>
          GB200 · NVL72 · {count} GPUs
        </div>
      );`;
    expect(scanSource(join(root, 'compositions/grace-blackwell/clean.tsx'), clean)).toEqual([]); // a video folder may name its products
    expect(scan("export const A = () => <rect strokeDasharray={dashed ? '6 5' : undefined} />;")).toEqual([]);
    expect(scan("export const A = () => <Label text={short ? 'C2C' : 'C2C at 900 GB/s'} />;")).toEqual([
      'C2C at 900 GB/s',
    ]);
  });

  it('reports the line of each finding', () => {
    expect(scanSource('scene.tsx', "const a = 1;\nconst b = 'up to 120 kW';\n")).toEqual([
      {file: 'scene.tsx', line: 2, text: 'up to 120 kW', numbers: ['120']},
    ]);
  });

  it('tells CSS values from numbers a viewer reads', () => {
    for (const css of [
      '100%',
      '12px',
      '12px 24px',
      '#3fc79a',
      'rgba(13, 17, 23, 0.8)',
      'translate(-50%, 10px) scale(2)',
      '0 2px 8px rgba(0,0,0,0.5)',
      'solid 2px #fff',
    ]) {
      expect(isCssValue(css), css).toBe(true);
    }
    for (const text of ['900', '900 GB/s', '100 GB', '~52×', '2 miles', 'top 10'])
      expect(isCssValue(text), text).toBe(false);
  });
});
