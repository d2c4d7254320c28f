import { StoreProvider, useSession } from '@portal/shared-kit';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CompetitionLayout } from './shell/competition-layout';
import { useMatchBootstrap } from './shell/use-match-bootstrap';
import { useCompetitionModule } from './state/competition-module';
import './styles/competition.css';

function FramedRoutes({ children }: { children: ReactNode }) {
  useMatchBootstrap();
  return (
    <Routes>
      <Route element={<CompetitionLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

function Framed({ children }: { children: ReactNode }) {
  useCompetitionModule();
  const { token } = useSession();
  // Signed out there is no current match to frame the section with: the section shows alone.
  return token ? <FramedRoutes>{children}</FramedRoutes> : <>{children}</>;
}

/**
 * The competition shell (header with the match switcher, tabs, left menu) around a market section:
 * the portal shell composes this frame with the section module it loads, so trading pages sit in
 * the simulated-trading area as spec §2 shows them without the two remotes importing each other.
 */
export function SectionFrame({ children }: { children: ReactNode }) {
  return (
    <div data-area="remote_competition_frame">
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <StoreProvider>
          <Framed>{children}</Framed>
        </StoreProvider>
      </ConfigProvider>
    </div>
  );
}
