import path from 'node:path';

/**
 * The boundary between the site and its packages, as an ESLint rule: a package under packages/
 * imports nothing outside its own folder but other packages by name, and the site imports a
 * package only by its name and exports map (`@medication-module/sandbox`), never a file inside it.
 */
const packagesFolder = 'packages';

const packageOf = (file, root) => {
  const [first, name] = path.relative(root, file).split(path.sep);
  return first === packagesFolder && name ? path.join(root, packagesFolder, name) : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the packages and the site apart: imports by package name only.' },
    schema: [],
    messages: {
      outOfPackage:
        '{{file}} is in a package, which imports nothing outside its folder: move the code into a package, or take it as a parameter.',
      intoPackage:
        'Import {{target}} by the package name and its exports map (@medication-module/{{name}}), not by its path.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const ownPackage = packageOf(file, root);
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@site/')) target = path.join(root, specifier.slice(6));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else return;
      const targetPackage = packageOf(target, root);
      if (ownPackage && targetPackage !== ownPackage) {
        context.report({ node: source, messageId: 'outOfPackage', data: { file: specifier } });
      } else if (!ownPackage && targetPackage) {
        context.report({
          node: source,
          messageId: 'intoPackage',
          data: { target: specifier, name: path.basename(targetPackage) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'package-boundaries': packageBoundaries } };
