const paths: Record<string, string> = {
  dashboard: 'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
  entity: 'M4 21V5l8-3 8 3v16h-6v-5h-4v5H4z',
  human: 'M12 12a4 4 0 100-8 4 4 0 000 8zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5z',
  opportunity: 'M3 17l6-6 4 4 8-8v6h2V3h-10v2h6l-6 6-4-4-8 8z',
  policy: 'M12 2l8 3v6c0 5-3.5 9.7-8 11-4.5-1.3-8-6-8-11V5l8-3z',
  files: 'M6 2h8l6 6v14H6V2zm7 1v6h6',
  market: 'M3 9l2-6h14l2 6v2H3V9zm1 4h16v8H4v-8z',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  report: 'M4 20V10h4v10H4zm6 0V4h4v16h-4zm6 0v-7h4v7h-4z',
  acord: 'M6 2h9l5 5v15H6V2zm3 9h8M9 15h8',
  menu: 'M3 6h18M3 12h18M3 18h18',
  logout: 'M16 17l5-5-5-5M21 12H9M13 21H5V3h8',
  ChatHistory: 'M4 4h16v12H7l-3 3V4z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8zm8 9a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7v.5',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  plus: 'M12 5v14M5 12h14',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9c0-4 3-6 7-6s7 2 7 6',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  Document: 'M6 2h8l6 6v14H6V2zm7 1v6h6M9 13h6M9 17h6',
  Mail: 'M3 5h18v14H3V5zm0 0l9 8 9-8',
  Folder: 'M3 6h6l2 2h10v11H3V6z',
  Image: 'M3 4h18v16H3V4zm0 12l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 100-.01',
};

export function Icon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name] ?? paths.dashboard} />
    </svg>
  );
}
