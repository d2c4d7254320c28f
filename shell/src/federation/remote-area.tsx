import { AntdScope } from '@portal/shared-kit';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import type { AreaTarget } from '../routing/route-table';
import { PlainLoadFailed } from './load-failed-text';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './remote-loader';

// The failure view (antd's Result) is fetched when a remote fails, not with every page; when it
// cannot be fetched either (the network is down), the same words show without antd.
const LoadFailedView = lazy(() =>
  import('./load-failed').then(
    (m) => ({ default: m.LoadFailed }),
    () => ({ default: PlainLoadFailed }),
  ),
);

/** Shows `plain` instead when antd's providers cannot be fetched either. */
class PlainOnError extends Component<
  { children: ReactNode; plain: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const plain = <PlainLoadFailed onRetry={onRetry} />;
  return (
    <PlainOnError plain={plain}>
      <AntdScope fallback={plain}>
        <Suspense fallback={plain}>
          <LoadFailedView onRetry={onRetry} />
        </Suspense>
      </AntdScope>
    </PlainOnError>
  );
}

type Frame = ComponentType<{ children: ReactNode }>;
type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; View: ComponentType; Frame: Frame | null; ownScope: boolean }
  | { status: 'failed' };

/** While an area (or antd's providers for it) loads: a spinner without antd. */
function AreaLoading() {
  return (
    <div className="remote-area-loading" style={{ padding: 80, textAlign: 'center' }}>
      <span className="sh-spinner" role="status" aria-label="加载中" />
    </div>
  );
}

/**
 * Whether an exposed module mounts antd's providers itself (`export const antdScope = 'own'`: the
 * sign-in area, whose landing page renders without antd). Any other area — every older build
 * among them — is rendered inside the shell's AntdScope, as it expects.
 */
function ownsScope(mod: unknown): boolean {
  return (mod as { antdScope?: unknown } | null)?.antdScope === 'own';
}

/** Picks the component out of an exposed module: areas export AreaRoutes, sections export section.Routes. */
function viewOf(mod: unknown): ComponentType {
  const m = mod as { AreaRoutes?: ComponentType; section?: { Routes: ComponentType } };
  const View = m.AreaRoutes ?? m.section?.Routes;
  if (!View) throw new Error('exposed module has no AreaRoutes or section.Routes');
  return View;
}

/** A frame module (e.g. `remote_competition/Frame`) exports SectionFrame. */
function frameOf(mod: unknown): Frame | null {
  return (mod as { SectionFrame?: Frame } | null)?.SectionFrame ?? null;
}

/** The frame is an enhancement: when it cannot load, the area still shows, unframed. */
function loadFrame(target: AreaTarget): Promise<Frame | null> {
  if (!target.frame) return Promise.resolve(null);
  const { remote, module } = target.frame;
  return loadRemoteModule(remote, module)
    .then(frameOf)
    .catch((error: unknown) => {
      console.error(`[shell] frame ${remote}${module} failed to load`, error);
      return null;
    });
}

class RenderBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    if (this.state.failed) {
      return <LoadFailed onRetry={() => this.setState({ failed: false }, this.props.onRetry)} />;
    }
    return this.props.children;
  }
}

/** The area at once when its module (and frame) have loaded already: the first route's usually have. */
function alreadyLoaded(target: AreaTarget): Loaded {
  const mod = loadedRemoteModule(target.remote, target.module);
  const frame = target.frame && loadedRemoteModule(target.frame.remote, target.frame.module);
  if (!mod || (target.frame && !frame)) return { status: 'loading' };
  try {
    const View = viewOf(mod);
    return {
      status: 'ready',
      View,
      Frame: frame ? frameOf(frame) : null,
      ownScope: ownsScope(mod),
    };
  } catch {
    return { status: 'loading' };
  }
}

/** Renders one remote area inside its own frame: loading, retryable failure, or the area itself. */
export function RemoteArea({ target: current }: { target: AreaTarget }) {
  // Mounted per target key (see AreaOutlet): the first target stands for the whole life of the area.
  const [target] = useState(current);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() => alreadyLoaded(target));

  // The state starts as loading, and a retry sets it so: an area shown at once (its module had
  // loaded) keeps its state object, so React skips the second render.
  useEffect(() => {
    let live = true;
    Promise.all([loadRemoteModule(target.remote, target.module), loadFrame(target)])
      .then(([mod, Frame]) => {
        const View = viewOf(mod);
        const ownScope = ownsScope(mod);
        if (live)
          setLoaded((prev) =>
            prev.status === 'ready' && prev.View === View && prev.Frame === Frame
              ? prev
              : { status: 'ready', View, Frame, ownScope },
          );
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${target.key} failed to load`, error);
        if (live) setLoaded({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [target, attempt]);

  const retry = () => {
    setLoaded({ status: 'loading' });
    resetRemote(target.remote)
      .catch((error: unknown) => console.error('[shell] manifest refresh failed', error))
      .finally(() => setAttempt((n) => n + 1));
  };

  if (loaded.status === 'loading') return <AreaLoading />;
  if (loaded.status === 'failed') return <LoadFailed onRetry={retry} />;
  const { View, Frame, ownScope } = loaded;
  const area = Frame ? (
    <Frame>
      <View />
    </Frame>
  ) : (
    <View />
  );
  return (
    <RenderBoundary onRetry={retry}>
      {ownScope ? (
        area
      ) : (
        <AntdScope page fallback={<AreaLoading />}>
          {area}
        </AntdScope>
      )}
    </RenderBoundary>
  );
}
