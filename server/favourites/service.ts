import type { PublicProviderCard } from "../../common/providers/types.ts";
import type { SessionUser } from "../accounts/service.ts";
import { requireUser } from "../access/rules.ts";
import type { ProvidersService } from "../providers/service.ts";
import type { FavouritesRepository } from "./repository.ts";

const SIGN_IN = "Inicia sesión para guardar médicos en favoritos.";

/** A signed-in person's saved doctors: only their own, only public listings. */
export function createFavouritesService(deps: {
  repository: FavouritesRepository;
  providers: ProvidersService;
}) {
  const { repository, providers } = deps;
  return {
    async ids(user: SessionUser | null): Promise<number[]> {
      return user ? repository.providerIds(user.id) : [];
    },
    async list(user: SessionUser | null): Promise<PublicProviderCard[]> {
      const ids = await repository.providerIds(requireUser(user, SIGN_IN).id);
      const cards = await Promise.all(ids.map((id) => providers.profileById(id).catch(() => null)));
      return cards.filter((card): card is NonNullable<typeof card> => card !== null);
    },
    async add(user: SessionUser | null, providerId: number): Promise<{ saved: true }> {
      const me = requireUser(user, SIGN_IN);
      // Only public listings can be saved (a 404 otherwise).
      await providers.profileById(providerId);
      await repository.add(me.id, providerId);
      return { saved: true };
    },
    async remove(user: SessionUser | null, providerId: number): Promise<{ saved: false }> {
      await repository.remove(requireUser(user, SIGN_IN).id, providerId);
      return { saved: false };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
