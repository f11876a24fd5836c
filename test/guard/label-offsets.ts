import ts from 'typescript';

/**
 * Labels placed by literal pixel offsets (issue #41): a `<Label>` whose `x` or `y` holds a number
 * typed into the code (`x={960}`, `y={box.y - 22}`, `x={C.legend.x + 72}`) instead of following a
 * box (`at={place(box, side)}`, `at={{part, side}}`, or `x={layout.name.x}` read from a layout).
 * An array index (`rows[0]`) and a fallback (`?? 0`) are not offsets.
 */
export type LabelPlacement = {file: string; line: number; id: string; offsets: string[]};

export function labelPlacements(file: string, source: string): LabelPlacement[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: LabelPlacement[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      /(^|\.)Label$/.test(node.tagName.getText(sf))
    ) {
      const offsets: string[] = [];
      let id = '?';
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr)) continue;
        const name = attr.name.getText(sf);
        if (name === 'id') id = attr.initializer?.getText(sf) ?? '?';
        if (
          (name === 'x' || name === 'y') &&
          attr.initializer !== undefined &&
          ts.isJsxExpression(attr.initializer) &&
          attr.initializer.expression !== undefined
        ) {
          if (literals(attr.initializer.expression).length > 0) offsets.push(`${name}=${attr.initializer.getText(sf)}`);
        }
      }
      out.push({file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, id, offsets});
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function literals(expression: ts.Node): ts.NumericLiteral[] {
  const found: ts.NumericLiteral[] = [];
  const walk = (n: ts.Node) => {
    if (ts.isElementAccessExpression(n)) return walk(n.expression);
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return walk(n.left);
    if (ts.isNumericLiteral(n)) found.push(n);
    ts.forEachChild(n, walk);
  };
  walk(expression);
  return found;
}
