import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffZoneOf } from '@foro/shared/admin/staff-time';

/**
 * The zone a staff member (or a meeting's host) reads reports and CSV files in (decision 0078): their
 * own, from their country and region as members get it (decision 0046); the portal's default (Bogotá)
 * when they have no served country.
 */
export async function staffZoneOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const userId = request.user?.id;
  return staffZoneOf(userId ? await app.services.memberZones.zoneOfUser(userId) : null);
}
