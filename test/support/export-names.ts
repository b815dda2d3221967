/**
 * The names each module of a source folder exports, read with the TypeScript compiler's parser:
 * its own exported declarations (functions, classes, interfaces, types, enums, variables, and
 * `export { local as name }`), and apart from them the names it passes on from other modules
 * (`export { name } from '…'`; `export * from '…'` is listed as `*`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ModuleExports {
  /** The module, relative to the working directory, with / separators. */
  file: string;
  /** The names the module's own declarations export. */
  own: Set<string>;
  /** The names it re-exports from other modules. */
  passedOn: Set<string>;
}

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return moduleFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function exported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The local names a module's imports bind. */
function importedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (clause === undefined) continue;
    if (clause.name) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** The names exported by one module's text. */
export function exportsOf(file: string, text: string): ModuleExports {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const own = new Set<string>();
  const passedOn = new Set<string>();
  const imported = importedNames(source);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause === undefined) passedOn.add('*');
      else if (ts.isNamespaceExport(clause)) passedOn.add(clause.name.text);
      else {
        for (const element of clause.elements) {
          // `import { x } …; export { x }` passes x on as surely as `export { x } from …` does.
          const local = (element.propertyName ?? element.name).getText(source);
          const from = statement.moduleSpecifier !== undefined || imported.has(local);
          (from ? passedOn : own).add(element.name.text);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      own.add('default');
    } else if (exported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) own.add(declaration.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name !== undefined
      ) {
        own.add(statement.name.text);
      }
    }
  }
  return { file: file.split(path.sep).join('/'), own, passedOn };
}

/** Every module of `dir` and what it exports. */
export function moduleExports(dir: string): ModuleExports[] {
  return moduleFiles(dir).map((file) => exportsOf(file, readFileSync(file, 'utf8')));
}

/** Each name that more than one module exports as its own, with those modules (sorted). */
export function sharedNames(modules: readonly ModuleExports[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const module of modules) {
    for (const name of module.own) owners.set(name, [...(owners.get(name) ?? []), module.file]);
  }
  return new Map(
    [...owners].filter(([, files]) => files.length > 1).map(([name, files]) => [name, files.sort()]),
  );
}
