/**
 * The `beforeLoad` checks of a unit's parties and documents (and of the administrators' mirrors). They
 * run with the route tree, on every navigation: the kind behind `$resource` is read from the light address
 * table, and what only a form's check needs loads with the form's own code.
 */
import { notFound, redirect } from '@tanstack/react-router';
import {
  type DocumentArea,
  type DocumentKind,
  type DocumentScope,
  documentKindOf,
} from '@vlegal/features/books/documents/paths.ts';
import { idOf } from './-ids.ts';

/** The kind behind `$resource`, checked before the page loads, or not found. */
export function kindOf(area: DocumentArea, scope: DocumentScope, segment: string): DocumentKind {
  const kind = documentKindOf(area, scope, segment);
  if (!kind) throw notFound();
  return kind;
}

/**
 * `beforeLoad` of a new or an edit page: the kind behind `$resource` (a receipt and a production are never
 * edited: cancelled instead), and, for a document's line, the way to its document's form, which writes it.
 */
export async function checkForm(area: DocumentArea, scope: DocumentScope, segment: string, id?: string) {
  const kind = kindOf(area, scope, segment);
  const { editable, writtenWith } = await import('@vlegal/features/books/documents/DocumentPages');
  if (id !== undefined && !editable(kind)) throw notFound();
  const href = await writtenWith(kind, scope, id === undefined ? undefined : idOf(id));
  if (href) throw redirect({ href });
}
