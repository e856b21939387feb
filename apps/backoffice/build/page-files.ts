import type { Plugin, Rolldown } from 'vite';

/**
 * Pages whose code is grouped into files of their own (`codeSplitting.groups` in the app's Vite config), by
 * whether a module is the component of one of their route files (the module of the route's chunk).
 */
export type PageGroups = Record<string, (id: string) => boolean>;

export const routeComponent =
  (...names: string[]) =>
  (id: string) =>
    names.some((name) => id.replaceAll('\\', '/').includes(`/src/routes/${name}.tsx?tsr-split=component`));

type Names = Set<string> | undefined; // undefined: every name

// `import`/`export` statements: [keyword, namespace, list, star, specifier]; `import 'x'` has the specifier only.
const STATEMENT =
  /(?:(import|export)\s*(?:\*\s*as\s+([\w$]+)|\{([^}]*)\}|(\*))\s*(?:from\s*)?|import\s*)(?:['"]([^'"]+)['"])?\s*;?/g;
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** `a as b` → [b, a]: the name on this side of the statement, and the name on the other. */
const pairsOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, as] = part.split(/\s+as\s+/);
      return [as ?? name!, name!] as const;
    });

/**
 * What each page group loads, statically, from the module graph once it is built. A module that only passes
 * on what others export (the generated client's index, a package's entry) is followed for the names taken
 * from it alone: an importer loads the modules those names come from, not every module behind it (or every
 * call of the client would count as every page's).
 */
async function usersOf(context: Rolldown.PluginContext, pages: PageGroups) {
  const ids = [...context.getModuleIds()];
  const info = (id: string) => context.getModuleInfo(id);
  const barrelIds = new Set(
    ids.filter((id) => {
      const code = info(id)?.code;
      return (
        !!code &&
        !!info(id)?.importedIds.length &&
        code.replace(COMMENT, '').replace(STATEMENT, '').trim() === ''
      );
    }),
  );
  const isBarrel = (id: string) => barrelIds.has(id);
  // Of each barrel, each name it exports with the module and the name it comes from ('*': the whole module),
  // and what it passes on whole (`export *`, and its own imports for their effects).
  const barrels = new Map<string, { named: Map<string, [string, string]>; whole: string[] }>();
  // Of each module, what it takes from each barrel it imports.
  const taken = new Map<string, Map<string, Names>>();
  for (const id of ids) {
    const imported = info(id)?.importedIds ?? [];
    if (!isBarrel(id) && !imported.some(isBarrel)) continue;
    const local = new Map<string, [string, string]>();
    const named = new Map<string, [string, string]>();
    const whole: string[] = [];
    const fromBarrels = new Map<string, Names>();
    const code = (info(id)?.code ?? '').replace(COMMENT, '');
    for (const [, keyword, namespace, list, star, specifier] of code.matchAll(STATEMENT)) {
      if (!specifier && keyword !== 'export') continue;
      const source = specifier ? (await context.resolve(specifier, id))?.id : undefined;
      if (specifier && !source) continue;
      if (!keyword) whole.push(source!);
      else if (keyword === 'import') {
        const pairs = namespace ? [[namespace, '*'] as const] : pairsOf(list);
        for (const [as, name] of pairs) local.set(as, [source!, name]);
        if (isBarrel(source!)) {
          const names = fromBarrels.has(source!) ? fromBarrels.get(source!) : new Set<string>();
          fromBarrels.set(
            source!,
            namespace || !names ? undefined : new Set([...names, ...pairs.map(([, n]) => n)]),
          );
        }
      } else if (star) whole.push(source!);
      else if (namespace) named.set(namespace, [source!, '*']);
      else
        for (const [as, name] of pairsOf(list)) {
          const from = source ? ([source, name] as [string, string]) : local.get(name);
          if (from) named.set(as, from);
        }
    }
    if (isBarrel(id)) barrels.set(id, { named, whole });
    // A barrel imported otherwise (by a default import): all of it.
    for (const barrel of imported.filter(isBarrel))
      if (!fromBarrels.has(barrel)) fromBarrels.set(barrel, undefined);
    taken.set(id, fromBarrels);
  }
  // The modules behind a barrel that the names asked of it come from.
  const behind = (barrel: string, names: Names, seen = new Set<string>()): string[] => {
    if (seen.has(barrel)) return [];
    seen.add(barrel);
    const { named, whole } = barrels.get(barrel)!;
    const wanted = new Map<string, Names>();
    for (const [as, [target, name]] of named) {
      if (names && !names.has(as)) continue;
      const before = wanted.has(target) ? wanted.get(target) : new Set<string>();
      wanted.set(target, name === '*' || !before ? undefined : new Set([...before, name]));
    }
    for (const target of whole)
      if (!names || isBarrel(target) || info(target)?.exports.some((name) => names.has(name)))
        wanted.set(target, names);
    return [...wanted].flatMap(([target, asked]) =>
      isBarrel(target) ? behind(target, asked, new Set(seen)) : [target],
    );
  };
  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    for (const pending = [...starts]; pending.length; ) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const fromBarrels = taken.get(id);
      for (const imported of info(id)?.importedIds ?? [])
        pending.push(
          ...(fromBarrels?.has(imported) ? behind(imported, fromBarrels.get(imported)) : [imported]),
        );
    }
    return seen;
  };
  const users = new Map<string, Set<string>>();
  for (const [group, isPage] of Object.entries(pages))
    for (const id of closure(ids.filter(isPage))) {
      if (!users.has(id)) users.set(id, new Set());
      users.get(id)!.add(group);
    }
  return users;
}

/**
 * The modules two or more page groups share, by the groups that import them (`fold` may merge groups: a
 * group always loaded with another), named after them (`sign-in-and-shell`): each set becomes one file, taken
 * before the pages' own, so that no page loads another's file for what they share.
 */
export function sharedModules(pages: PageGroups, fold: (groups: Set<string>) => void) {
  const sharedBy = new Map<string, string>();
  const plugin: Plugin = {
    name: 'shared-modules',
    apply: 'build',
    async buildEnd() {
      sharedBy.clear();
      for (const [id, groups] of await usersOf(this, pages)) {
        fold(groups);
        if (groups.size > 1) sharedBy.set(id, [...groups].join('-and-'));
      }
    },
  };
  return { plugin, sharedBy };
}

/**
 * Fails the build on files that import each other: the grouping above goes by the module graph, and a module
 * it missed could land in a page's file that a shared file then imports, whose code would run before the code
 * it uses had run.
 */
export function noCircularFiles(): Plugin {
  return {
    name: 'no-circular-files',
    apply: 'build',
    generateBundle(_, bundle) {
      const state = new Map<string, 'visiting' | 'done'>();
      const visit = (file: string, path: string[]) => {
        state.set(file, 'visiting');
        const chunk = bundle[file];
        for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
          if (state.get(imported) === 'visiting')
            this.error(
              `files import each other: ${[...path.slice(path.indexOf(imported)), imported].join(' → ')}`,
            );
          if (!state.has(imported)) visit(imported, [...path, imported]);
        }
        state.set(file, 'done');
      };
      for (const file of Object.keys(bundle)) if (!state.has(file)) visit(file, [file]);
    },
  };
}
