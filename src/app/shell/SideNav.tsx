import { lazy, memo, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import navigation from '../../../screens/navigation.json';
import { fillTemplate } from '../../engine/core/template';
import { Icon } from '../../engine/react/Icon';
import { MenuOnFirstUse } from '../../engine/react/MenuOnFirstUse';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { useGuardedNavigate } from './LeaveGuard';
import { useLogout } from './useLogout';

const loadWorkflowsMenu = () => import('./WorkflowsMenu');
const WorkflowsMenu = lazy(loadWorkflowsMenu);
const ComingSoonDialog = lazy(() => import('./ComingSoonDialog'));
/** The dialogs navigation entries open, by the entry's `dialog`; others say Coming Soon. */
const dialogs: Record<string, LazyExoticComponent<ComponentType<{ onClose(): void }>>> = {
  generateAcord: lazy(() => import('../certificates/CertificateDialog')),
};

/** memo: the shell renders again when a page names its record in the top bar; the navigation has nothing to change then */
export const SideNav = memo(function SideNav() {
  const [expanded, setExpanded] = useState(() => localStorage.getItem('nav:collapsed') !== 'true');
  const [dialog, setDialog] = useState<{ label: string; dialog?: string } | null>(null);
  const { pathname } = useLocation();
  const navigate = useGuardedNavigate();
  const { allowed } = useSession();
  const logout = useLogout();
  const toggle = () => {
    localStorage.setItem('nav:collapsed', String(expanded));
    setExpanded(!expanded);
  };
  const workflowsButton = {
    className: 'flex h-10 w-full items-center gap-3 px-3 text-sm hover:bg-slate-800',
    'aria-label': texts.workflows,
    children: (
      <>
        <Icon name="menu" />
        {expanded && <span>{texts.workflows}</span>}
      </>
    ),
  };
  const entries = navigation.entries.filter((e) => !e.scope || allowed(e.scope));
  return (
    <nav aria-label={texts.mainNavigation} style={{ width: expanded ? navigation.expandedWidth : navigation.collapsedWidth }} className="flex shrink-0 flex-col bg-slate-900 text-slate-200 transition-[width]">
      {/* the name holds the visible text (the app's name) when expanded */}
      <button type="button" onClick={toggle} aria-label={fillTemplate(expanded ? texts.collapse : texts.expand, texts)} aria-expanded={expanded} className="flex h-12 items-center px-3 hover:bg-slate-800">
        <Icon name="menu" />
        {expanded && <span className="ml-3 font-semibold">{texts.appName}</span>}
      </button>
      <ul className="flex-1">
        {entries.map((e) => {
          const current = Boolean(e.path) && (pathname === e.path || pathname.startsWith(`${e.path}/`));
          return (
            <li key={e.label}>
              <button
                type="button"
                onClick={() => (e.path ? navigate(e.path) : setDialog(e))}
                aria-current={current ? 'page' : undefined}
                title={expanded ? undefined : e.label}
                aria-label={expanded ? undefined : e.label}
                className={`flex h-10 w-full items-center gap-3 px-3 text-sm hover:bg-slate-800 ${current ? 'bg-slate-800 text-white' : ''}`}
              >
                <Icon name={e.icon} />
                {expanded && <span>{e.label}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="relative">
        <MenuOnFirstUse button={workflowsButton} preload={loadWorkflowsMenu}>
          <WorkflowsMenu button={workflowsButton} onGeneralRequest={() => navigate('/general-request')} onLogout={logout.ask} />
        </MenuOnFirstUse>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          {dialog.dialog && dialogs[dialog.dialog] ? <Opened component={dialogs[dialog.dialog]} onClose={() => setDialog(null)} /> : <ComingSoonDialog title={dialog.label} onClose={() => setDialog(null)} />}
        </Suspense>
      )}
      <LazyConfirmDialog open={logout.asking} title={texts.logoutConfirm.title} message={texts.logoutConfirm.message} texts={texts} onYes={logout.confirm} onNo={logout.cancel} />
    </nav>
  );
});

function Opened({ component: Dialog, onClose }: { component: (typeof dialogs)[string]; onClose(): void }) {
  return <Dialog onClose={onClose} />;
}
