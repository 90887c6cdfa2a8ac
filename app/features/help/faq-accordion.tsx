import { ChevronDown } from "../../components/icons/icons.tsx";
import { useId, useState } from "react";
import type { HelpFaqItem } from "../../../common/content/help.ts";

/** An accordion with one answer open at a time (spec: /ayuda); buttons carry aria-expanded. */
export function FaqAccordion({ title, items }: { title: string; items: readonly HelpFaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white">
      <h2
        id={`${id}-title`}
        className="border-b border-gray-200 p-5 text-xl font-bold text-gray-900"
      >
        {title}
      </h2>
      <ul className="divide-y divide-gray-200">
        {items.map((item, index) => {
          const open = openIndex === index;
          const panelId = `${id}-panel-${index}`;
          return (
            <li key={item.question}>
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className="flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-gray-900 hover:bg-gray-50"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
                  />
                </button>
              </h3>
              <div id={panelId} hidden={!open} className="px-5 pb-5 text-gray-700">
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
