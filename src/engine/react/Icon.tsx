const paths: Record<string, string> = {
  dashboard: 'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
  office: 'M4 21V5l8-3 8 3v16h-6v-5h-4v5H4z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5z',
  trend: 'M3 17l6-6 4 4 8-8v6h2V3h-10v2h6l-6 6-4-4-8 8z',
  'shield-outline': 'M12 2l8 3v6c0 5-3.5 9.7-8 11-4.5-1.3-8-6-8-11V5l8-3z',
  files: 'M6 2h8l6 6v14H6V2zm7 1v6h6',
  storefront: 'M3 9l2-6h14l2 6v2H3V9zm1 4h16v8H4v-8z',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  mail: 'M3 5h18v14H3V5zm0 0l9 7 9-7',
  report: 'M4 20V10h4v10H4zm6 0V4h4v16h-4zm6 0v-7h4v7h-4z',
  form: 'M6 2h9l5 5v15H6V2zm3 9h8M9 15h8',
  menu: 'M3 6h18M3 12h18M3 18h18',
  logout: 'M16 17l5-5-5-5M21 12H9M13 21H5V3h8',
  ChatHistory: 'M4 4h16v12H7l-3 3V4z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8zm8 9a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7v.5',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12l5 5 9-10',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9c0-4 3-6 7-6s7 2 7 6',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  restore: 'M3 12a9 9 0 109-9 9.75 9.75 0 00-6.74 2.74L3 8M3 3v5h5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  Document: 'M6 2h8l6 6v14H6V2zm7 1v6h6M9 13h6M9 17h6',
  Mail: 'M3 5h18v14H3V5zm0 0l9 8 9-8',
  Folder: 'M3 6h6l2 2h10v11H3V6z',
  Image: 'M3 4h18v16H3V4zm0 12l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 100-.01',
  // named by what they draw, as reference data and manifests name them
  shield: 'M12 2l8 3v6c0 5-3.5 9.7-8 11-4.5-1.3-8-6-8-11V5l8-3zm-3 10l2 2 4-4',
  building: 'M4 21V3h10v18M14 9h6v12M7 7h4M7 11h4M7 15h4M3 21h18',
  'hard-hat': 'M3 18h18M5 18v-3a7 7 0 0114 0v3M10 8V5h4v3',
  truck: 'M2 6h12v10H2V6zm12 4h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zm11 0a2 2 0 100-4 2 2 0 000 4z',
  umbrella: 'M3 12a9 9 0 0118 0H3zm9 0v7a2 2 0 01-4 0',
  briefcase: 'M3 8h18v12H3V8zm6 0V5h6v3M3 13h18',
  scale: 'M12 3v18M7 21h10M4 7h16M6 7l-3 7a3 3 0 006 0L6 7zm12 0l-3 7a3 3 0 006 0l-3-7z',
  lock: 'M5 11h14v10H5V11zm3 0V7a4 4 0 018 0v4',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zm-7 10c0-4 3-6 7-6s7 2 7 6M17 3a4 4 0 010 8M22 21c0-3-2-5-4-6',
  'id-card': 'M3 5h18v14H3V5zm5 8a2 2 0 100-4 2 2 0 000 4zm-3 4c0-2 1.5-3 3-3s3 1 3 3M14 9h4M14 13h4',
  ship: 'M3 17l2 4h14l2-4H3zm2 0V11h14v6M12 11V4m0 0l5 4',
  fingerprint: 'M12 11v4m-4-4a4 4 0 018 0v3M5 10a7 7 0 0114 0v4M9 16c0 2 1 4 2 5M15 16c0 2-.5 3-1 4',
  'file-signature': 'M6 2h8l6 6v14H6V2zm7 1v6h6M8 18c2-3 3 1 4-1s2 1 4 0',
  glass: 'M6 3h12l-2 8a4 4 0 01-8 0L6 3zm6 12v6M8 21h8',
  home: 'M3 11l9-8 9 8M5 10v11h5v-6h4v6h5V10',
  car: 'M3 16v-4l2-5h14l2 5v4H3zm0-4h18M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  key: 'M8 15a4 4 0 100-8 4 4 0 000 8zm3-4h10m-3 0v3m-3-3v2',
  'building-2': 'M3 21h18M5 21V8l7-5 7 5v13M9 12h2M13 12h2M9 16h2M13 16h2',
  waves: 'M2 8c3-3 5 3 8 0s5 3 8 0 4 1 4 1M2 14c3-3 5 3 8 0s5 3 8 0 4 1 4 1',
  heart: 'M12 21l-8-8a5 5 0 017-7l1 1 1-1a5 5 0 017 7l-8 8z',
  bike: 'M5 18a3 3 0 100-6 3 3 0 000 6zm14 0a3 3 0 100-6 3 3 0 000 6zM5 15l4-7h6l4 7M9 8l3 7h2',
  sailboat: 'M3 18h18l-2 3H5l-2-3zm9-15v13M12 3l7 13h-7M12 7l-5 9h5',
  flame: 'M12 22a7 7 0 007-7c0-5-7-13-7-13s-7 8-7 13a7 7 0 007 7zm0-4a3 3 0 003-3c0-2-3-5-3-5s-3 3-3 5a3 3 0 003 3z',
};

/** The icons there are: a name outside these draws the dashboard's. */
export const iconNames: ReadonlySet<string> = new Set(Object.keys(paths));

export function Icon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name] ?? paths.dashboard} />
    </svg>
  );
}
