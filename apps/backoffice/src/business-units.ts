import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';

/**
 * The signed-in user's business units with the server's validity, shared by the menu and the dashboard
 * (one request; sign-out clears the cache).
 */
export function useMyBusinessUnits() {
  // One page of the largest size: a company holds a handful of units, far fewer than 200.
  const query = useQuery({
    ...getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }),
    staleTime: 5 * 60_000,
  });
  return {
    units: query.data?.status === 200 ? query.data.data : undefined,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
