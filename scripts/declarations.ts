import path from 'node:path';
import ts from 'typescript';

/**
 * Writes the TypeScript declarations of `entry` and of every module of its package it reaches
 * into `outDir`, laid out as under `rootDir`: what an installed package's `types` point at.
 */
export function writeDeclarations(entry: string, rootDir: string, outDir: string): void {
  const program = ts.createProgram([entry, ...ambientDeclarations(rootDir)], {
    declaration: true,
    emitDeclarationOnly: true,
    rootDir,
    outDir,
    strict: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    types: ['node'],
  });
  const result = program.emit(undefined, undefined, undefined, true);
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].filter(
    (diagnostic) =>
      diagnostic.category === ts.DiagnosticCategory.Error &&
      (diagnostic.file === undefined || diagnostic.file.fileName.startsWith(rootDir)),
  );
  if (problems.length > 0) {
    throw new Error(
      `Declarations of ${path.relative(rootDir, entry)}: ${problems
        .map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'))
        .join('; ')}`,
    );
  }
}

/** The package's own `.d.ts` files (modules it declares for its bundler), which no import names. */
function ambientDeclarations(rootDir: string): string[] {
  return ts.sys.readDirectory(rootDir, ['.d.ts'], undefined, ['**/*.d.ts']);
}
