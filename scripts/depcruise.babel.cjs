// Babel settings for dependency-cruiser (.dependency-cruiser.cjs): TypeScript 7 has no compiler
// API for it, so Babel reads the .ts and .tsx sources. Type-only imports are kept as imports, so
// the import boundaries hold for types too (TypeScript would otherwise erase them first).

/** Marks every `import type` / `export type … from` (and inline `type` specifiers) as a value import. */
function keepTypeImports() {
  const kinds = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);
  return {
    name: 'keep-type-imports',
    visitor: {
      Program: {
        enter(path) {
          for (const statement of path.node.body) {
            if (!kinds.has(statement.type) || !statement.source) continue;
            if (statement.importKind === 'type') statement.importKind = 'value';
            if (statement.exportKind === 'type') statement.exportKind = 'value';
            for (const s of statement.specifiers ?? []) {
              if (s.importKind === 'type') s.importKind = 'value';
              if (s.exportKind === 'type') s.exportKind = 'value';
            }
          }
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
};
