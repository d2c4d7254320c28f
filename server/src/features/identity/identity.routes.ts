import type { Feature } from '../feature';
import { accountRoutes } from './account.routes';
import { loginRoutes } from './login.routes';
import { qrRoutes } from './qr.routes';
import { registrationRoutes } from './registration.routes';
import { testRoutes } from './test.routes';

/** Sign-in, registration, QR login and the caller's own account. */
export const identityRoutes: Feature = async (app, ctx) => {
  await loginRoutes(app, ctx);
  await registrationRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await qrRoutes(app, ctx);
  await testRoutes(app, ctx);
};
