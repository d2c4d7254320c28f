import { Route, Routes } from 'react-router-dom';
import { section as shsz } from './sections/shsz';

/** Standalone development page: every section in one router (the portal loads sections one by one). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="*" element={<shsz.Routes />} />
    </Routes>
  );
}
