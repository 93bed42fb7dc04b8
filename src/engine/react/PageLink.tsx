import type { ReactNode } from 'react';

/** A link to one of the app's pages, opened through `navigate` (no reload, and past the leave guard). */
export function PageLink({ path, navigate, children }: { path: string; navigate(path: string): void; children: ReactNode }) {
  return (
    <a
      href={path}
      className="text-blue-700 hover:underline"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}
