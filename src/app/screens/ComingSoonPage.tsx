import { texts } from '../texts';

export default function ComingSoonPage() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-600">
      <h2 className="text-2xl font-semibold text-slate-700">{texts.comingSoon}</h2>
      <p>{texts.comingSoonText}</p>
    </div>
  );
}
