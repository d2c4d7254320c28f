import { renderStandalone } from '@portal/shared-kit/dev';
import { AreaRoutes } from './area-routes';

/** Where the standalone page's route index leads (spec §2; the menu inside lists the rest). */
const ROUTES = [
  { path: '/main', label: '实训教学首页' },
  { path: '/TrainTeach', label: '实训教学' },
] as const;

// Standalone page for developing this remote alone (`npm run dev -w @portal/remote-training`);
// the portal never loads it.
renderStandalone({ title: '实训教学', routes: ROUTES, children: <AreaRoutes /> });
