import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxisCard } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const getAxes = () => api.get<AxisCard[]>('/api/axis');
export const axesQuery = () => queryOptions({ queryKey: meetingKeys.axes(), queryFn: getAxes });
export const useAxes = () => useQuery(axesQuery());
