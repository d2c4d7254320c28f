/** Which account a trade call acts on: the user, and the match's asset account when known. */
export interface AccountParams {
  userID: number;
  assetAccount?: number;
}
