import { initialsOf } from '../core/format';

export function Avatar({ src, name, size = 32 }: { src?: string | null; name: string; size?: number }) {
  const initials = initialsOf(name);
  const style = { width: size, height: size };
  return src ? (
    <img src={src} alt={name} style={style} className="rounded-full object-cover" />
  ) : (
    <span style={style} role="img" aria-label={name} className="inline-flex items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-600">
      {initials}
    </span>
  );
}
