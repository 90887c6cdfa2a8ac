/** Spec: Facebook, Twitter and WhatsApp share buttons that open in a new window. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = [
    {
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    },
    {
      label: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-gray-700">Compartir:</span>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-600 hover:text-brand-700"
            >
              {link.label}
              <span className="sr-only"> (se abre en una ventana nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
