import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_CERTIFICATES_PATH } from '@foro/shared/certificates/constants';
import type { MyCertificates } from '@foro/shared/certificates/schemas';
import { api } from '../../../lib/api-client';

/** The member's current certificates with LinkedIn's prefilled form (issue 38). */
export const useMyCertificates = () =>
  useQuery(
    queryOptions({
      queryKey: ['certificates', 'mine'] as const,
      queryFn: () => api.get<MyCertificates>(MY_CERTIFICATES_PATH),
    }),
  );
