/**
 * Decides whether an SPDX licence expression ("MIT", "(MIT OR Apache-2.0)",
 * "MIT AND Zlib", "GPL-2.0-or-later WITH Classpath-exception-2.0") is
 * satisfied by a set of allowed licence ids: OR needs one allowed side, AND
 * needs both, and a WITH clause counts as its own licence id, so an exception
 * only passes when the whole "X WITH Y" is on the list.
 */
type Node = { kind: 'licence'; id: string } | { kind: 'and' | 'or'; left: Node; right: Node };

function tokenize(expression: string): string[] {
  return expression
    .replace(/([()])/g, ' $1 ')
    .split(/\s+/)
    .filter((token) => token !== '');
}

function parse(expression: string): Node {
  const tokens = tokenize(expression);
  let position = 0;
  const fail = (why: string): never => {
    throw new Error(`Not an SPDX expression (${why}): "${expression}"`);
  };
  const peek = (): string | undefined => tokens[position];
  const next = (): string => tokens[position++] ?? fail('unexpected end');

  const parsePrimary = (): Node => {
    const token = next();
    if (token === '(') {
      const inner = parseOr();
      if (next() !== ')') fail('missing ")"');
      return inner;
    }
    if (['AND', 'OR', 'WITH', ')'].includes(token)) fail(`unexpected "${token}"`);
    if (peek() === 'WITH') {
      next();
      return { kind: 'licence', id: `${token} WITH ${next()}` };
    }
    return { kind: 'licence', id: token };
  };
  /** A run of operands joined by one operator, grouped from the left. */
  const parseChain = (operator: 'AND' | 'OR', parseOperand: () => Node): Node => {
    let left = parseOperand();
    while (peek() === operator) {
      next();
      left = { kind: operator === 'AND' ? 'and' : 'or', left, right: parseOperand() };
    }
    return left;
  };
  const parseAnd = (): Node => parseChain('AND', parsePrimary);
  const parseOr = (): Node => parseChain('OR', parseAnd);

  const tree = parseOr();
  if (position !== tokens.length) fail(`unexpected "${peek() ?? ''}"`);
  return tree;
}

function satisfied(node: Node, allowed: ReadonlySet<string>): boolean {
  switch (node.kind) {
    case 'licence':
      return allowed.has(node.id);
    case 'and':
      return satisfied(node.left, allowed) && satisfied(node.right, allowed);
    case 'or':
      return satisfied(node.left, allowed) || satisfied(node.right, allowed);
  }
}

/** True when the expression parses and the allowed ids satisfy it. */
export function satisfiesSpdx(expression: string, allowed: ReadonlySet<string>): boolean {
  return satisfied(parse(expression), allowed);
}
