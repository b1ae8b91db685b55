import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@foro/shared/contact/schemas';
import { api } from '../../../lib/api-client';

export const sendContact = (input: ContactInput) => api.post<{ status: true }>('/api/contact', input);
export const useSendContact = () => useMutation({ mutationFn: sendContact });
