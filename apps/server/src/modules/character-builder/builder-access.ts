import { BUILDER_MESSAGES } from '@skald/contract/character-builder/build-limits';
import { mayUseCharacterBuilder } from '@skald/contract/character-builder-access';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { requireSignedIn, type SignedIn } from '../auth/public.ts';

/** The signed-in caller, when an admin or flagged for the builder; 401 signed out, 403 otherwise. */
export function requireBuilderAccess(request: FastifyRequest): SignedIn {
  const signedIn = requireSignedIn(request);
  if (!mayUseCharacterBuilder(signedIn.user)) throw new HttpError(403, BUILDER_MESSAGES.alphaOnly);
  return signedIn;
}
