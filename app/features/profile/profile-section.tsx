/** A titled box of the profile's lower part. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 p-5">
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
