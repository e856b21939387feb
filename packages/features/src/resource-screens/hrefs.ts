/** Where a list, its new form and a row's view and edit form are: below the list's path, or as the page says. */
export interface RecordHrefs {
  list: string;
  new: string;
  view: (id: number) => string;
  edit: (id: number) => string;
}

/** The addresses of the master-data routes: `<basePath>/new`, `<basePath>/<id>/view`, `<basePath>/<id>/edit`. */
export function pathHrefs(basePath: string): RecordHrefs {
  return {
    list: basePath,
    new: `${basePath}/new`,
    view: (id) => `${basePath}/${id}/view`,
    edit: (id) => `${basePath}/${id}/edit`,
  };
}
