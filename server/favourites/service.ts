import type { PublicProviderCard } from "../../common/providers/types.ts";
import type { SessionUser } from "../accounts/service.ts";
import { unauthorized } from "../../common/errors.ts";
import type { ProvidersService } from "../providers/service.ts";
import type { FavouritesRepository } from "./repository.ts";

const SIGN_IN = "Inicia sesión para guardar médicos en favoritos.";

/** A signed-in person's saved doctors: only their own, only public listings. */
export function createFavouritesService(deps: {
  repository: FavouritesRepository;
  providers: ProvidersService;
}) {
  const { repository, providers } = deps;
  const requireUser = (user: SessionUser | null): SessionUser => {
    if (!user) throw unauthorized(SIGN_IN);
    return user;
  };
  return {
    async ids(user: SessionUser | null): Promise<number[]> {
      return user ? repository.providerIds(user.id) : [];
    },
    async list(user: SessionUser | null): Promise<PublicProviderCard[]> {
      const ids = await repository.providerIds(requireUser(user).id);
      const cards = await Promise.all(ids.map((id) => providers.profileById(id).catch(() => null)));
      return cards.filter((card): card is NonNullable<typeof card> => card !== null);
    },
    async add(user: SessionUser | null, providerId: number): Promise<{ saved: true }> {
      const me = requireUser(user);
      // Only public listings can be saved (a 404 otherwise).
      await providers.profileById(providerId);
      await repository.add(me.id, providerId);
      return { saved: true };
    },
    async remove(user: SessionUser | null, providerId: number): Promise<{ saved: false }> {
      await repository.remove(requireUser(user).id, providerId);
      return { saved: false };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
