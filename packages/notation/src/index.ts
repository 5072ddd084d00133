/**
 * @biritch/notation — bridge game records in and out: PBN 2.1, BBO LIN, JSON and text diagrams.
 *
 * ```ts
 * import { parsePbn, makeLin, gameFromRecord, makeDiagram } from '@biritch/notation';
 * const r = parsePbn(bytes, { file: 'club.pbn' });
 * if (r.ok) console.log(makeLin(r.value.games));
 * ```
 * Every parser returns a `Result`; its errors carry a code, a message, a line and a column.
 */
export * from './text.js';
export * from './record.js';
export * from './tags.js';
export * from './tableSection.js';
export * from './doubleDummy.js';
export * from './game.js';
export * from './pbnReader.js';
export * from './pbnWriter.js';
export * from './lin.js';
export * from './diagram.js';
export * from './json.js';
export * from './rules.js';
export * from './tableRecord.js';
export * from './boardSet.js';
export * from './dup.js';
export * from './dlm.js';
export * from './locale/index.js';
export * from './sessionResults.js';
export * from './pbnResults.js';
export * from './usebio.js';
export * from './usebioSchema.js';
