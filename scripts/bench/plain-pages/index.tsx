// Plain bundle of /index: the shell chrome around remote-auth's area.
import { AreaRoutes } from '../../../remote-auth/src/area-routes';
import { bootPlain } from './plain-boot';

void bootPlain(AreaRoutes);
