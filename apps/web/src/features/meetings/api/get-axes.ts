import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxisCard } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';

export const getAxes = () => api.get<AxisCard[]>('/api/axis');
export const axesQuery = () => queryOptions({ queryKey: ['axes'], queryFn: getAxes });
export const useAxes = () => useQuery(axesQuery());
