import type { SessionUser } from './session-types';

/** What a sign-in call answers: the session user info, loosely typed as it arrives. */
export type SignInAnswer = Omit<
  SessionUser,
  'MobilePhone' | 'hasTrainUsePower' | 'hasCombinePower'
> & {
  MobilePhone?: string | null;
  hasTrainUsePower?: boolean | null;
  hasCombinePower?: boolean | null;
};

/** The session user info of spec §3 out of a sign-in answer. */
export function sessionUserOf(answer: SignInAnswer): SessionUser {
  return {
    Token: answer.Token,
    Name: answer.Name,
    UserName: answer.UserName,
    UserID: answer.UserID,
    Id: answer.Id,
    MobilePhone: answer.MobilePhone ?? '',
    hasTrainUsePower: Boolean(answer.hasTrainUsePower),
    hasCombinePower: Boolean(answer.hasCombinePower),
    // A student's running training (spec §3 train info) picks the default match (spec §4).
    trainType: answer.trainType ?? null,
    tpTypeID: answer.tpTypeID ?? null,
  };
}
