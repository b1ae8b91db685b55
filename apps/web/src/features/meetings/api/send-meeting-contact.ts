import { useMutation } from '@tanstack/react-query';
import type { MeetingContactInput } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';

export const sendMeetingContact = (input: MeetingContactInput) =>
  api.post<{ status: true }>('/api/meeting/contact', input);

export const useSendMeetingContact = () => useMutation({ mutationFn: sendMeetingContact });
