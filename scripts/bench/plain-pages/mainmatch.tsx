// Plain bundle of /mainmatch: the shell chrome around remote-competition's area.
import { AreaRoutes } from '../../../remote-competition/src/area-routes';
import { bootPlain } from './plain-boot';

void bootPlain(AreaRoutes);
