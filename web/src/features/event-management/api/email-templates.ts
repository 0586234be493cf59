import type { EmailTemplateInput, EmailTemplateKey, EmailTemplateView } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-client';

const templatesPath = '/api/company/email-templates';

export const getEmailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.ownCompany, 'email-templates'], queryFn: () => apiRequest<EmailTemplateView[]>(templatesPath) });
export const useEmailTemplates = () => useQuery(getEmailTemplatesQueryOptions());

/** Saving sends the new wording; resetting (input null) goes back to the default. Both answer with all templates. */
export const useSaveEmailTemplate = (key: EmailTemplateKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailTemplateInput | null) =>
      apiRequest<EmailTemplateView[]>(`${templatesPath}/${key}`, input ? { method: 'PATCH', body: input } : { method: 'DELETE' }),
    onSuccess: (templates) => queryClient.setQueryData(getEmailTemplatesQueryOptions().queryKey, templates),
  });
};
