import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';

/** The query of the signed-in user's business units (the /app layout's loader asks for it first). */
export function myBusinessUnitsQuery() {
  // One page of the largest size: a company holds a handful of units, far fewer than 200.
  return { ...getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }), staleTime: 5 * 60_000 };
}

/**
 * The signed-in user's business units with the server's validity, shared by the menu and the dashboard
 * (one request; sign-out clears the cache).
 */
export function useMyBusinessUnits() {
  const query = useQuery(myBusinessUnitsQuery());
  return {
    units: query.data?.status === 200 ? query.data.data : undefined,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
