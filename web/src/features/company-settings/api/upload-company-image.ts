import {
  COMPANY_IMAGE_MAX_BYTES,
  COMPANY_IMAGE_TYPES,
  type CompanyImageKind,
  type CompanyImageRemoval,
  type CompanyImageResponse,
} from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { t } from '@/lib/messages';
import { QUERY_ROOTS, refetchAfterChange } from '@/lib/query-client';
import { getOwnCompanyQueryOptions, type OwnCompany } from './get-own-company';
import '@/lib/message-parts/companies';

/** The server checks the bytes as well; this spares a person the upload of a file that cannot be accepted. */
export function checkCompanyImage(file: File): string | null {
  if (!(COMPANY_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('settings.image.badType');
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return t('settings.image.tooLarge');
  if (file.size === 0) return t('settings.image.empty');
  return null;
}

/** POST /api/company/logo or /api/company/featured-image as multipart, one file in the field "file". */
export function uploadCompanyImage({ kind, file }: { kind: CompanyImageKind; file: File }): Promise<CompanyImageResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<CompanyImageResponse>(`/api/company/${kind}`, { method: 'POST', body: form });
}

/** DELETE /api/company/logo or /api/company/featured-image: the profile, cards and search show none afterwards. */
export const removeCompanyImage = (kind: CompanyImageKind): Promise<CompanyImageRemoval> =>
  apiRequest<CompanyImageRemoval>(`/api/company/${kind}`, { method: 'DELETE' });

/** Both change what the company shows: its own profile at once, the directory and the listings' cards on next read. */
function useImagesChanged() {
  const queryClient = useQueryClient();
  return (images: Pick<CompanyImageRemoval, 'logoUrl' | 'featuredImageUrl'>) => {
    queryClient.setQueryData(getOwnCompanyQueryOptions().queryKey, (company: OwnCompany | undefined) =>
      company ? { ...company, logoUrl: images.logoUrl, featuredImageUrl: images.featuredImageUrl } : company,
    );
    void refetchAfterChange(queryClient, [[QUERY_ROOTS.companies], [QUERY_ROOTS.listings]]);
  };
}

export function useUploadCompanyImage() {
  return useMutation({ mutationFn: uploadCompanyImage, onSuccess: useImagesChanged() });
}

export function useRemoveCompanyImage() {
  return useMutation({ mutationFn: removeCompanyImage, onSuccess: useImagesChanged() });
}
