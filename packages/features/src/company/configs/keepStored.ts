import type { Answer } from '../../resource-screens/screen-config.ts';

/**
 * An update call for a form that leaves out fields the contract requires on every PUT (a company's and a
 * unit's status and locks, which only administrators change, and only through the view's switches): it
 * sends their stored values with the form's, read just before, so the server sees them unchanged.
 */
export function keepingStored<B extends { id: number }>(
  get: (id: number, options?: RequestInit) => Promise<Answer>,
  update: (body: B, options?: RequestInit) => Promise<Answer>,
  names: readonly string[],
) {
  return async (body: B, options?: RequestInit): Promise<Answer> => {
    const read = await get(body.id, options);
    // A row that cannot be read (gone, out of reach) is the update's answer too.
    if (read.status !== 200) return read;
    const current = read.data as Record<string, unknown>;
    const stored = Object.fromEntries(names.map((name) => [name, current[name]]));
    return update({ ...stored, ...body }, options);
  };
}
