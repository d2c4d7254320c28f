import type { FastifyRequest } from 'fastify';
import { IDENTITY_TEXT, type UserRole } from '../../domain/identity';
import { trainingRoleAllowed } from '../../domain/training';
import { forbidden } from '../../http/app-error';
import { currentUser, type SessionUser } from '../../http/auth';

/** The caller if signed in with the training right and one of `roles`, else 401/403 (spec §6). */
export function trainingCaller(request: FastifyRequest, roles: readonly UserRole[]): SessionUser {
  const user = currentUser(request);
  if (!user.hasTrainUsePower || !trainingRoleAllowed(roles, user.role)) {
    throw forbidden(IDENTITY_TEXT.FORBIDDEN);
  }
  return user;
}

/** A `guard` for `endpoint`: the training right and one of `roles`. */
export const trainingGuard =
  (roles: readonly UserRole[]) =>
  async (request: FastifyRequest): Promise<void> => {
    trainingCaller(request, roles);
  };
