/** Text limits of spec §9, used as input max lengths and in the validators. */
export const TEXT_LIMITS = {
  PASSWORD_MIN: 6,
  PASSWORD_MAX: 16,
  USERNAME_MIN: 6,
  USERNAME_MAX: 20,
  REAL_NAME_MAX: 100,
  SMS_CODE_LENGTH: 6,
  PHONE_LENGTH: 11,
} as const;

/** Result of a field validator: the Chinese message, or undefined when the value is fine. */
export type ValidationResult = string | undefined;
