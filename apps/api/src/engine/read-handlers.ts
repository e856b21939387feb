/**
 * The generic reads of every resource: list, search, its extra searches, get, and the download of a file
 * field, each for the rows its caller reaches.
 */
import type { OperationHandler } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { extensionOf } from '../services/files.ts';
import type { EngineOperation } from './declarations.ts';
import type { HandlerKit } from './handler-kit.ts';
import { coerce, idConditions, LIST_PARAMS } from './query-params.ts';
import type { Condition } from './repository.ts';
import type { Row } from './types.ts';

type ReadKind = 'list' | 'search' | 'searchBy' | 'get' | 'download';

export function createReadHandlers(
  kit: HandlerKit,
): Record<ReadKind, (op: EngineOperation) => OperationHandler> {
  const { repo, page, pathId, reachable, withLines } = kit;

  return {
    list:
      ({ resource }) =>
      (ctx) =>
        page(ctx, resource, idConditions((ctx.req.query ?? {}) as Row), LIST_PARAMS),

    search:
      ({ resource }) =>
      (ctx) => {
        const text = String((ctx.req.query as Row).query ?? '').trim();
        return page(ctx, resource, text ? [{ anyOf: resource.search, contains: text }] : []);
      },

    searchBy:
      ({ resource, search }) =>
      (ctx) => {
        if (!search) throw new Error(`${ctx.operationId} has no search`);
        const query = (ctx.req.query as Row).query;
        const fixed: Condition[] = Object.entries(search.where).map(([field, value]) => ({
          field,
          op: 'eq',
          value,
        }));
        if (search.op === 'contains') {
          const text = String(query ?? '').trim();
          return page(ctx, resource, [
            ...fixed,
            ...(text ? [{ anyOf: resource.search, contains: text }] : []),
          ]);
        }
        const value = coerce(resource, search.field, query);
        return page(ctx, resource, [...fixed, { field: search.field, op: search.op, value }]);
      },

    get:
      ({ resource }) =>
      async (ctx) =>
        withLines(repo, resource, await reachable(ctx, resource, pathId(ctx), repo)),

    download:
      ({ resource, file }) =>
      async (ctx) => {
        if (!file?.contentTypeField) throw new Error(`${ctx.operationId} has no file`);
        const row = await reachable(ctx, resource, pathId(ctx), repo);
        const content = row[file.name];
        const type = row[file.contentTypeField];
        const name = file.column.replace(/_/g, '-');
        if (typeof content !== 'string' || content === '' || typeof type !== 'string')
          throw problem.notFound(`This ${resource.label} has no ${name.replace(/-/g, ' ')}.`);
        // A name of the record and the field only: nothing the user typed reaches the header.
        ctx.reply
          .type(type)
          .header(
            'Content-Disposition',
            `attachment; filename="${resource.label}-${row.id}-${name}.${extensionOf(type)}"`,
          );
        return Buffer.from(content, 'base64');
      },
  };
}
