import { useNavigate, useSearchParams } from 'react-router-dom';
import { GuideOverlay } from './guide-overlay';

/** Standalone /guide: the overlay over the portal background; ?type=2 opens the training flavour. */
export function GuidePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type') === '2' ? 2 : 1;
  return (
    <div className="ra-page ra-page-hero">
      <GuideOverlay open initialType={type} onClose={() => void navigate('/index')} />
    </div>
  );
}
