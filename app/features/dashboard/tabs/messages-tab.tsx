import { MessageSquare } from "../../../components/icons/icons.tsx";
import { Link } from "react-router";
import { formatLongDate } from "../../../../common/time/format.ts";

export interface DoctorConversation {
  id: number;
  counterpart: string;
  lastMessageAt: string;
  unread: number;
}

/**
 * 'Mensajes': the patients' conversations with this listing. A thread opens on its own page
 * (/mensajes/{id}), which already answers as the doctor when the account owns the listing.
 */
export function MessagesTab({
  conversations,
  emailVerified,
}: {
  conversations: DoctorConversation[];
  emailVerified: boolean;
}) {
  return (
    <div className="space-y-4">
      {!emailVerified ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Verifica tu correo electrónico para poder responder a tus pacientes.
        </p>
      ) : null}
      {conversations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-gray-700">
          Aún no tienes mensajes. Cuando un paciente te escriba desde tu perfil, la conversación
          aparecerá aquí.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/mensajes/${conversation.id}`}
                className="flex flex-wrap items-center justify-between gap-3 p-4 hover:bg-gray-50"
              >
                <span className="flex items-center gap-2">
                  <MessageSquare aria-hidden="true" className="size-4 text-gray-500" />
                  <span
                    className={
                      conversation.unread > 0
                        ? "font-semibold text-gray-900"
                        : "font-medium text-gray-800"
                    }
                  >
                    {conversation.counterpart || "Paciente"}
                  </span>
                  {conversation.unread > 0 ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      {conversation.unread === 1 ? "1 sin leer" : `${conversation.unread} sin leer`}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-gray-600">
                  {formatLongDate(conversation.lastMessageAt)} · Responder
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
