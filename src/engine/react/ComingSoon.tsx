/** A page or a tab that is not built yet: the same heading and sentence wherever it stands. */
export function ComingSoon({ texts }: { texts: { comingSoon: string; comingSoonText: string } }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-slate-600">
      <h2 className="text-2xl font-semibold text-slate-700">{texts.comingSoon}</h2>
      <p>{texts.comingSoonText}</p>
    </div>
  );
}
