/**
 * What the timber books' declarations share beside their blocks (who reads and keeps the books is written
 * once, in their blocks in openapi/resources/books.yaml: MODEL.md §2.5, §2.12).
 */

/** A row of one business unit's books. */
export const UNIT_OWNED = { kind: 'businessUnit', field: 'businessUnitId' } as const;

/**
 * What every line of a document declares beside its block, fields and owner: no key of its own (it is read
 * on its own, in the order written, and written with its document only: docs/adr/0019-documents-with-lines.md).
 */
export const DOCUMENT_LINE = { unique: [] } as const;
