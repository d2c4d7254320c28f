import {
  CODE_TYPES,
  IDENTITY_TEXT as T,
  checkCode,
  checkPassword,
  checkPhone,
  checkRealName,
  checkUserName,
  firstProblem,
  looksLikePhone,
} from '../../domain/identity';
import { badRequest, refuse } from '../../http/app-error';
import type { PasswordHasher } from './password';
import type { NewUser, UsersRepository } from './users.repository';
import type { VerifyCodeService } from './verify-code.service';

/** The registration form (spec §3): name, realName, passWord, phone, phoneCode. */
export interface RegistrationForm {
  name: string;
  realName: string;
  passWord: string;
  phone: string;
  phoneCode: string;
}

/** True for PostgreSQL's unique-violation error (a parallel registration won the race). */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** Self-registration and the availability checks of the registration form. */
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: VerifyCodeService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** True when the user name is taken (case-insensitive). */
  async nameExists(name: string): Promise<boolean> {
    return (await this.users.findByName(name.trim())) !== undefined;
  }

  /** True when the phone is bound to an account. */
  async phoneExists(phone: string): Promise<boolean> {
    return (await this.users.findByPhone(phone.trim())) !== undefined;
  }

  /** Checks a new account's name and phone against the rules and existing accounts. */
  async assertAvailable(name: string, phone: string | null): Promise<void> {
    if (await this.nameExists(name)) throw refuse(T.USERNAME_TAKEN);
    if (looksLikePhone(name) && (await this.phoneExists(name))) throw refuse(T.USERNAME_IS_PHONE);
    if (phone && (await this.phoneExists(phone))) throw refuse(T.PHONE_TAKEN);
  }

  /** Inserts a user, turning a lost uniqueness race into the same refusal as the check. */
  async insertChecked(user: NewUser): Promise<number> {
    try {
      return await this.users.insert(user);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const phoneTaken = user.phone !== null && (await this.phoneExists(user.phone));
        throw refuse(phoneTaken ? T.PHONE_TAKEN : T.USERNAME_TAKEN);
      }
      throw error;
    }
  }

  /** Registers a student account after the phone code check (spec §2 registration steps). */
  async register(form: RegistrationForm): Promise<{ userID: number; name: string; phone: string }> {
    const name = form.name.trim();
    const phone = form.phone.trim();
    const problem = firstProblem(
      checkUserName(name),
      checkRealName(form.realName),
      checkPassword(form.passWord),
      checkPhone(phone),
      checkCode(form.phoneCode),
    );
    if (problem) throw badRequest(problem);
    await this.assertAvailable(name, phone);
    const userID = await this.codes.useCode(phone, CODE_TYPES.REGISTER, form.phoneCode, async () =>
      this.insertChecked({
        userName: name,
        realName: form.realName.trim(),
        passwordHash: await this.hasher.hash(form.passWord),
        phone,
        role: 'student',
        selfRegistered: true,
      }),
    );
    return { userID, name, phone };
  }
}
