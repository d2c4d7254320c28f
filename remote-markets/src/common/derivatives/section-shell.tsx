import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** The header of a derivatives section: its title and the links to its pages, then the pages. */
export function SectionShell({
  base,
  title,
  nav,
  children,
}: {
  base: string;
  title: string;
  nav: Array<{ to: string; label: string }>;
  children: ReactNode;
}) {
  return (
    <section data-section={base} className="dv-section">
      <header className="dv-header">
        <span className="dv-title">{title}</span>
        <nav className="dv-nav">
          {nav.map((n) => (
            <NavLink key={n.to} to={n.to} className={({ isActive }) => (isActive ? 'active' : '')}>
              {n.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </section>
  );
}
