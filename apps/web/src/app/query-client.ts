import { createQueryClient } from '../lib/query-client';

/** The app's one query client: the provider in main.tsx and the route loaders share it. */
export const queryClient = createQueryClient();
