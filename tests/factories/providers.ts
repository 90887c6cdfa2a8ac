import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { providerSlugFromName } from "../../common/text/slug.ts";
import type { Database } from "../../server/db/client.ts";
import { providers } from "../../server/db/schema/index.ts";

type ProviderInsert = typeof providers.$inferInsert;

let counter = 0;

/** An approved listing with plausible defaults; tests override what they assert on. */
export async function insertProvider(
  db: Database,
  overrides: Partial<ProviderInsert> & { name: string; specialtySlug?: string; citySlug?: string },
) {
  counter += 1;
  const specialty = findSpecialtyBySlug(overrides.specialtySlug ?? "medicina-general")!;
  const city = findCityBySlug(overrides.citySlug ?? "ciudad-de-mexico")!;
  const row: ProviderInsert = {
    slug: `${providerSlugFromName(overrides.name)}-${counter}`,
    specialty: specialty.name,
    specialtySlug: specialty.slug,
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    location: `Av. Siempre Viva ${counter}, ${city.name}`,
    bio: "Atención médica con trato cercano y explicaciones claras.",
    price: 900,
    experience: 10,
    approvalStatus: "approved",
    phone: "55 0123 4567",
    email: `prueba${counter}@example.com`,
    servicesWithPricing: [{ name: "Consulta de primera vez", price: 900 }],
    insuranceNetworks: [],
    locations: [],
    socialLinks: {},
    latitude: city.latitude,
    longitude: city.longitude,
    ...overrides,
  };
  const [inserted] = await db.insert(providers).values(row).returning();
  return inserted!;
}
