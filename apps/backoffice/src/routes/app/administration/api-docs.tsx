import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { getGetManagementInfoQueryOptions } from '@vlegal/api-client/query';
import { ApiDocsScreen, SWAGGER_PROFILE } from '@vlegal/features/admin/ApiDocsScreen';

const info = () => ({ ...getGetManagementInfoQueryOptions(), staleTime: Number.POSITIVE_INFINITY });

function ApiDocs() {
  const answer = useQuery(info());
  return <ApiDocsScreen profiles={answer.data?.status === 200 ? answer.data.data.activeProfiles : []} />;
}

/** Only when the server runs with the swagger profile; otherwise the address does not exist. */
export const Route = createFileRoute('/app/administration/api-docs')({
  loader: async ({ context }) => {
    const answer = await context.queryClient.ensureQueryData(info());
    if (answer.status !== 200 || !answer.data.activeProfiles.includes(SWAGGER_PROFILE)) throw notFound();
  },
  component: ApiDocs,
});
