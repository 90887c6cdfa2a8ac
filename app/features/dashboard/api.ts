import type { ProviderSelfUpdate } from "../../../common/doctors/schemas.ts";
import type { OwnProvider } from "../../../common/doctors/types.ts";

import { apiRequest } from "../../lib/api-request.ts";

/** `PUT /api/providers/{id}/self`: saves the given fields, answers the listing as saved. */
export function saveOwnProvider(id: number, changes: ProviderSelfUpdate): Promise<OwnProvider> {
  return apiRequest<OwnProvider>("PUT", `/api/providers/${id}/self`, changes);
}
