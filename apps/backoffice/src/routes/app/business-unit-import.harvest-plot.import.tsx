import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { HarvestPlotImport } from '@vlegal/features/books/documents/HarvestPlotImport';
import { validateImportSearch } from '@vlegal/features/books/documents/paths.ts';

/**
 * The import of a unit's harvest plots from a file. Its literal path ranks before the `$resource` routes of
 * the unit's imports, none of which has an `import` page.
 */
export const Route = createFileRoute('/app/business-unit-import/harvest-plot/import')({
  validateSearch: validateImportSearch,
  component: ImportPage,
});

function ImportPage() {
  const { account } = useRouteContext({ from: '/app' });
  const { businessUnitId } = Route.useSearch();
  return (
    <HarvestPlotImport
      authorities={account.authorities}
      {...(businessUnitId === undefined ? {} : { unitId: businessUnitId })}
    />
  );
}
