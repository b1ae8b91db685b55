import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const registerClick = (bid: string) => api.post<{ status: true }>('/api/click', { bid });
export const useRegisterClick = () => useMutation({ mutationFn: registerClick });
